// Checks an answer against the OpenAPI document: the status is one the operation declares, and the body is valid
// against that status's schema (or of a declared media type). Used by the services' contract tests.
import type { Operation } from '@vantage/contracts/api-operations';
import { buildOpenApiDocument } from '@vantage/contracts/openapi';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type JsonSchema = Record<string, unknown>;
export interface DocumentedParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}
export interface DocumentedOperation {
  parameters: DocumentedParameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const document = buildOpenApiDocument() as {
  paths: Record<string, Record<string, DocumentedOperation>>;
  components: JsonSchema;
};

/** The operation as the served document describes it. */
export const documentedOf = (operation: Operation): DocumentedOperation =>
  document.paths[operation.path][operation.method];

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<JsonSchema, ValidateFunction>();
/** A validator of one response schema, its `#/components/…` references resolved against the document. */
function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: document.components });
    validators.set(schema, validate);
  }
  return validate;
}

/** What is wrong with an answer to `operation` by the document (null: nothing). */
export function answerProblem(
  operation: Operation,
  answer: { status: number; type: string; body: unknown },
): string | null {
  const declared = documentedOf(operation).responses[String(answer.status)];
  if (!declared) return `status ${answer.status} is not in the document (${JSON.stringify(answer.body).slice(0, 120)})`;
  const types = Object.keys(declared.content ?? {});
  const schema = declared.content?.['application/json']?.schema;
  if (schema) {
    const validate = validatorOf(schema);
    if (answer.type !== 'application/json') return `${answer.type} is not application/json`;
    return validate(answer.body) ? null : JSON.stringify(validate.errors).slice(0, 300);
  }
  if (types.length > 0 && !types.some((type) => answer.type.startsWith(type)))
    return `${answer.type} is not ${types.join(', ')}`;
  return null;
}
