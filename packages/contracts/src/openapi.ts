// The public API's OpenAPI 3.1 document, generated from the operations the services register their routes with
// (api-operations.ts) and the same zod schemas they validate with and the front ends check answers against: a
// documented field or status cannot drift from what is served.
import { z } from 'zod';
import { API_KEY_CALLS_PER_MINUTE, API_KEY_HEADER } from './api-key-rules';
import { STAFF_COOKIE } from './auth-rules';
import { LEAGUES } from './sports-rules';
import { API_OPERATIONS, type Access, type AnswerBody, type Operation } from './api-operations';

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

/** `{"detail": "..."}`: every refusal, by a service or by the gateway. */
const errorBody = {
  type: 'object',
  properties: { detail: { type: 'string' } },
  required: ['detail'],
  additionalProperties: false,
};
/** `{"field": ["message", ...]}`: a query or body that does not validate (`non_field_errors` for the whole). */
const fieldErrorsBody = {
  type: 'object',
  minProperties: 1,
  additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 },
  not: { required: ['detail'] },
};
const ERROR = { $ref: '#/components/schemas/Error' };
const BAD_REQUEST = { oneOf: [ERROR, { $ref: '#/components/schemas/FieldErrors' }] };

/**
 * The refusals any operation can get whatever it does: the gateway's (a request target it will not route, a body
 * or address too long, too many requests at once from one address, a service down) and the service's own (an
 * invalid percent-encoding, a malformed body, the database unreachable).
 */
const REFUSALS: Record<number, string> = {
  400: 'The request is not valid: `detail` says why, or each field names its errors.',
  408: 'The request took too long to arrive.',
  413: 'The request body is too large.',
  414: 'The address is too long.',
  431: 'The request headers are too large.',
  429: 'Too many requests at once from one address, or an API key over its calls for the minute (`Retry-After`).',
  502: 'The gateway could not forward the request.',
  503: 'A service is briefly unavailable; try again (`Retry-After`).',
};
/** What the authenticator refuses, by access. */
const ACCESS_REFUSALS: Record<Access, Record<number, string>> = {
  anyone: { 403: 'API keys are not accepted here: a key sent is refused, not ignored.' },
  optional: {
    401: 'The token or API key is not valid (or was revoked, or the session ended).',
    403: "The API key's member is no longer on Pro.",
  },
  member: {
    401: 'Sign in first (or the token or API key is not valid).',
    403: "The API key's member is no longer on Pro, or this service takes no API keys.",
  },
  staff: { 401: 'Sign in first.', 403: 'Staff only.' },
};

function content(body: AnswerBody) {
  if (body === 'empty') return {};
  if (body === 'error') return { content: { 'application/json': { schema: ERROR } } };
  if ('mediaTypes' in body) return { content: Object.fromEntries(body.mediaTypes.map((type) => [type, {}])) };
  return { content: { 'application/json': { schema: jsonSchema(body as z.ZodType, 'output') } } };
}

/** One query parameter per field of an object schema (what `parseInput` reads from `req.query`). */
function queryParameters(schema: z.ZodObject): Record<string, unknown>[] {
  const required = new Set((jsonSchema(schema, 'input').required as string[] | undefined) ?? []);
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: jsonSchema(field as z.ZodType, 'input'),
  }));
}

const leagueParameter = {
  name: 'league',
  in: 'path',
  required: true,
  description: 'The league.',
  schema: { type: 'string', enum: [...LEAGUES] },
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  anyone: [{}],
  optional: [{}, { apiKey: [] }, { bearer: [] }],
  member: [{ apiKey: [] }, { bearer: [] }],
  staff: [{ bearer: [] }, { staffCookie: [] }],
};

/** One operation's OpenAPI object: its own answers, then the refusals its access and every request can get. */
function operationObject(operation: Operation) {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(operation.responses))
    responses[status] = { description: answer.description, ...content(answer.body) };
  const refusals: Record<number, string> = { ...ACCESS_REFUSALS[operation.access], ...REFUSALS };
  if (operation.body) refusals[415] = 'The body is not JSON in UTF-8.';
  if (operation.access === 'member' && operation.method !== 'get')
    refusals[403] = 'Not allowed: an API key only reads.';
  for (const [status, description] of Object.entries(refusals)) {
    const own = operation.responses[Number(status)];
    const refusal = status === '400' ? BAD_REQUEST : ERROR;
    // An operation's own body for the status (checkout's `{error}`) beside the refusals anyone can get.
    const schema =
      own && typeof own.body === 'object' && !('mediaTypes' in own.body)
        ? { anyOf: [jsonSchema(own.body, 'output'), refusal] }
        : refusal;
    responses[status] = { description: own?.description ?? description, content: { 'application/json': { schema } } };
  }
  const params = Object.entries(operation.params ?? {}).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchema(schema, 'input'),
  }));
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation.deprecated ? { deprecated: true } : {}),
    operationId: `${operation.method} ${operation.path}`,
    security: SECURITY[operation.access],
    parameters: [
      ...(operation.path.includes('{league}') ? [leagueParameter] : []),
      ...params,
      ...(operation.query ? queryParameters(operation.query) : []),
    ],
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } },
          },
        }
      : {}),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))),
  };
}

function pathsOf(operations: readonly Operation[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) (paths[operation.path] ??= {})[operation.method] = operationObject(operation);
  return paths;
}

/** The document served at OPENAPI_PATH. */
export function buildOpenApiDocument(serverUrl = '/'): JsonSchema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vantage API',
      version: '1.0.0',
      description:
        "Every game's calibrated win probability, pick, margin, confidence, expected value and Vantage score, " +
        'situational trends and the recorded track record. Read calls answer with what the caller may see: a ' +
        "guest's view without credentials, a member's with a bearer token, and a Pro member's with a personal " +
        `API key in the \`X-API-Key\` header (${API_KEY_CALLS_PER_MINUTE} calls a minute per key; ` +
        '`X-RateLimit-Remaining` counts down). Create keys in your profile under API.',
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(API_OPERATIONS.map((operation) => operation.tag))].map((name) => ({ name })),
    paths: pathsOf(API_OPERATIONS),
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        staffCookie: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIE },
      },
      schemas: { Error: errorBody, FieldErrors: fieldErrorsBody },
    },
  };
}
