// The public API's OpenAPI 3.1 document, generated from the same zod schemas the services validate with and the
// front ends check answers against: a documented field cannot drift from what is served.
import { z } from 'zod';
import { API_KEY_CALLS_PER_MINUTE, API_KEY_HEADER } from './api-key-rules';
import { LEAGUES } from './sports-rules';
import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema } from './api-keys';
import {
  calendarSchema,
  comparisonListQuerySchema,
  comparisonListSchema,
  explorerQuerySchema,
  explorerResultSchema,
  gameDetailSchema,
  performanceQuerySchema,
  performanceSchema,
  teamGamesQuerySchema,
  teamGamesSchema,
  teamListSchema,
  teamSearchQuerySchema,
  trackRecordQuerySchema,
  trackRecordSchema,
} from './sports';

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

const errorBody = { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const json = (schema: z.ZodType, description = 'OK') => ({
  description,
  content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
});

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

const readErrors = {
  '400': errorAnswer('The query is not valid; `detail` or field errors say why.'),
  '401': errorAnswer('The token or API key is not valid (or was revoked).'),
  '429': errorAnswer("The API key's calls for this minute are used up; `Retry-After` says when to call again."),
};

function read(tag: string, summary: string, description: string, answer: z.ZodType, query?: z.ZodObject, extra = {}) {
  return {
    get: {
      tags: [tag],
      summary,
      description,
      parameters: [leagueParameter, ...(query ? queryParameters(query) : [])],
      responses: { '200': json(answer), ...readErrors, ...extra },
    },
  };
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
        'situational trends and the track record (recorded and reconstructed predictions apart). Read calls answer with what the caller may see: a ' +
        "guest's view without credentials, a member's with a bearer token, and a Pro member's with a personal " +
        `API key in the \`X-API-Key\` header (${API_KEY_CALLS_PER_MINUTE} calls a minute per key; ` +
        '`X-RateLimit-Remaining` counts down). Create keys in your profile under API.',
    },
    servers: [{ url: serverUrl }],
    security: [{}, { apiKey: [] }, { bearer: [] }],
    tags: [{ name: 'games' }, { name: 'trends' }, { name: 'track record' }, { name: 'API keys' }],
    paths: {
      '/api/{league}/calendar/': read(
        'games',
        'Today and yesterday',
        "The league's current day and the day before (US Eastern), and whether the server replays a past season.",
        calendarSchema,
      ),
      '/api/{league}/comparison/': read(
        'games',
        "A day's games",
        "Every game of the day with the model's figures the caller may see (`access` says what is hidden).",
        comparisonListSchema,
        comparisonListQuerySchema,
      ),
      '/api/{league}/comparison/{gameId}/': {
        get: {
          tags: ['games'],
          summary: "One game's analysis",
          description: "A game's figures, both teams' trends, the six factors and the summary.",
          parameters: [leagueParameter, { name: 'gameId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': json(gameDetailSchema),
            ...readErrors,
            '403': errorAnswer("A guest's view covers one free game of the day."),
            '404': errorAnswer('No such game.'),
          },
        },
      },
      '/api/{league}/teams/': read(
        'games',
        'Find teams',
        'Teams by name, city or abbreviation.',
        teamListSchema,
        teamSearchQuerySchema,
      ),
      '/api/{league}/games/': read(
        'games',
        "A team's season",
        "A team's games of a season with the recorded predictions and results.",
        teamGamesSchema,
        teamGamesQuerySchema,
      ),
      '/api/{league}/performance/': read(
        'track record',
        'The track record',
        "The scored predictions' calls correct, Brier score and log loss over a window, of one record (`record`: recorded before the game, or reconstructed afterwards) or both counted apart; the history by day and month and the calibration for the plans that include them.",
        performanceSchema,
        performanceQuerySchema,
      ),
      '/api/{league}/track-record/': read(
        'track record',
        'Against the market',
        "A season's predictions against the de-vigged market: the recorded record (stored before each game) and the reconstructed one (computed afterwards) apart, with how many of each; the figures are of `record`, by default the headline's. The months and the calibration for the plans that include them.",
        trackRecordSchema,
        trackRecordQuerySchema,
      ),
      '/api/{league}/explorer/': read(
        'trends',
        'Trend explorer',
        "A team's record in any situation over past seasons (Pro).",
        explorerResultSchema,
        explorerQuerySchema as unknown as z.ZodObject,
        { '403': errorAnswer('The trend explorer comes with Pro.') },
      ),
      '/api/users/api-keys/': {
        get: {
          tags: ['API keys'],
          summary: 'Your API keys',
          security: [{ bearer: [] }],
          responses: { '200': json(apiKeyListSchema), '401': errorAnswer('Sign in first.') },
        },
        post: {
          tags: ['API keys'],
          summary: 'Create an API key (Pro)',
          description: 'The answer holds the whole key this once; only its first characters are shown again.',
          security: [{ bearer: [] }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(apiKeyCreateSchema, 'input') } },
          },
          responses: {
            '201': json(apiKeyCreatedSchema, 'Created'),
            '400': errorAnswer('The name is missing or too long.'),
            '401': errorAnswer('Sign in first.'),
            '403': errorAnswer('API keys come with the Pro plan.'),
            '409': errorAnswer('Too many active keys.'),
          },
        },
      },
      '/api/users/api-keys/{id}/': {
        delete: {
          tags: ['API keys'],
          summary: 'Revoke an API key',
          security: [{ bearer: [] }],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: {
            '204': { description: 'Revoked: calls with it are refused within seconds.' },
            '401': errorAnswer('Sign in first.'),
            '404': errorAnswer('No such key.'),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: { Error: errorBody },
    },
  };
}
