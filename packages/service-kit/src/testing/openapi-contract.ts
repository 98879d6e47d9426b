// Checks an answer against the OpenAPI document: the status is one the operation declares, and the body is valid
// against that status's schema (or of a declared media type). Used by the services' contract tests.
import type { Operation } from '@vantage/contracts/api-operations';
import { buildOpenApiDocument } from '@vantage/contracts/openapi';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Express } from 'express';
import fc from 'fast-check';
import request from 'supertest';

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

// ---- generated requests from the document's own parameter and body schemas ----

const date = fc
  .date({ min: new Date('2021-01-01T00:00:00Z'), max: new Date('2024-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** What a client might send where the schema wants something else. */
export const hostile = fc.oneof(
  fc.constantFrom('', 'abc', '-1', '0', '1e400', 'NaN', '2023-02-30', '2023-13-01', '9999-99-99', '__proto__'),
  fc.constantFrom("' OR 1=1 --", '<script>', '%00', '\u0000', '../..', 'é', 'a'.repeat(300), '2023-08-02T00:00'),
  fc.string({ maxLength: 12 }),
);

/** A value the schema accepts (as a query string carries it). */
function valid(schema: JsonSchema): fc.Arbitrary<string> {
  const choice = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choice) return fc.oneof(...choice.map(valid));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]).map(String));
  if (schema.type === 'integer' || schema.type === 'number')
    return fc.integer({ min: Number(schema.minimum ?? -1000), max: Number(schema.maximum ?? 1000) }).map(String);
  if (typeof schema.pattern === 'string' && schema.pattern.includes('\\d{4}')) return date;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  return fc.string({ minLength: Number(schema.minLength ?? 0), maxLength: Number(schema.maxLength ?? 20) });
}

/** A query string: each parameter absent, valid or hostile; sometimes repeated. */
function query(parameters: DocumentedParameter[]): fc.Arbitrary<string> {
  const fields = parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) =>
      fc
        .oneof(
          { weight: 2, arbitrary: fc.constant<string[]>([]) },
          { weight: 4, arbitrary: valid(parameter.schema).map((value) => [value]) },
          { weight: 2, arbitrary: hostile.map((value) => [value]) },
          { weight: 1, arbitrary: fc.tuple(valid(parameter.schema), hostile) },
        )
        .map((values) => values.map((value) => `${parameter.name}=${encodeURIComponent(value)}`)),
    );
  return fc.tuple(...fields).map((parts) => parts.flat().join('&'));
}

/** A JSON body: often one the schema describes, else random JSON or one of the caller's examples. */
function body(schema: JsonSchema | undefined, examples: unknown[]): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const described = fc.record(
    Object.fromEntries(
      Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => [
        name,
        property.type === 'array'
          ? fc.oneof(fc.constant([]), fc.array(fc.jsonValue(), { maxLength: 3 }))
          : property.type === 'boolean'
            ? fc.boolean()
            : valid(property),
      ]),
    ),
    { requiredKeys: [] },
  );
  return fc.oneof(described, fc.jsonValue(), ...(examples.length ? [fc.constantFrom(...examples)] : []));
}

export interface ContractFuzz {
  app: Express;
  /** Each kind of caller and the headers it sends. */
  callers: Record<string, () => Record<string, string>>;
  /** Path parameters' values worth trying (ids the data or an earlier call made); hostile ones are added. */
  known?: Record<string, string[]>;
  /** Bodies worth sending besides generated ones. */
  examples?: unknown[];
  runs: number;
  seed: number;
  /** Each request's time box: far above a normal answer's milliseconds, far below a stall. */
  timeBoxMs?: number;
}

/**
 * Sends generated requests (valid and invalid, by every caller) to `operation` and returns what the document does
 * not declare: each wrong answer as one line (at most ten). Throws on a request that outlasts its time box.
 */
export async function fuzzOperation(operation: Operation, fuzz: ContractFuzz): Promise<string[]> {
  const timeBox = fuzz.timeBoxMs ?? 10_000;
  const documented = documentedOf(operation);
  const pathNames = documented.parameters.filter((p) => p.in === 'path' && p.name !== 'league').map((p) => p.name);
  const pathValue = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(fuzz.known?.[name]?.length ? fuzz.known[name] : ['x'])) },
      { weight: 1, arbitrary: hostile.filter((value) => value !== '' && !value.includes('\u0000')) },
    );
  const call = fc.record({
    caller: fc.constantFrom(...Object.keys(fuzz.callers)),
    params: fc.tuple(...pathNames.map(pathValue)),
    query: query(documented.parameters),
    body: body(documented.requestBody?.content['application/json'].schema, fuzz.examples ?? []),
  });
  const wrong: string[] = [];
  await fc.assert(
    fc.asyncProperty(call, async ({ caller, params, query: search, body: sent }) => {
      let path = operation.path.replace('{league}', 'mlb');
      pathNames.forEach((name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(params[i]))));
      const target = search ? `${path}?${search}` : path;
      const started = Date.now();
      let sending = request(fuzz.app)[operation.method](target).set(fuzz.callers[caller]()).timeout(timeBox);
      if (sent !== undefined) sending = sending.set('Content-Type', 'application/json').send(JSON.stringify(sent));
      const response = await sending.ok(() => true);
      const problem = answerProblem(operation, response);
      if (problem)
        wrong.push(
          `${caller} ${operation.method.toUpperCase()} ${target.slice(0, 120)} → ${response.status}: ${problem}`,
        );
      if (Date.now() - started >= timeBox) throw new Error(`${target} took over ${timeBox} ms`);
    }),
    { numRuns: fuzz.runs, seed: fuzz.seed },
  );
  return wrong.slice(0, 10);
}
