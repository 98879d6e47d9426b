import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { z } from 'zod';
import type { Logger } from './logger';

/** `{detail}`, field errors, or checkout's `{error}` (the text its pricing page shows). */
export type ErrorBody = { detail: string } | { error: string } | Record<string, string[]>;

/** An error whose status and JSON body are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    const text = 'detail' in body ? body.detail : 'error' in body ? body.error : null;
    super(typeof text === 'string' ? text : `HTTP ${status}`);
  }
}

export const badRequest = (detail: string) => new HttpError(400, { detail });
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail }, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });
export const fieldErrors = (fields: Record<string, string[]>) => new HttpError(400, fields);
/** Too many calls: the client may try again in `seconds`. */
export const throttled = (seconds: number) =>
  new HttpError(
    429,
    { detail: `Request was throttled. Expected available in ${seconds} seconds.` },
    { 'Retry-After': String(seconds) },
  );
/** Something the service needs (the database, another service) cannot be reached: the client tries again. */
export const serviceUnavailable = () =>
  new HttpError(503, { detail: 'Service temporarily unavailable. Please try again shortly.' }, { 'Retry-After': '5' });

/** Field errors in the shape the spec's client parses: {"field": ["msg"], "non_field_errors": ["msg"]}. */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Validates untrusted input; a failure becomes a 400 with field errors. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw fieldErrors(zodFieldErrors(result.error));
  return result.data;
}

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** The error or one of its causes (drizzle wraps driver errors: "Failed query: …") matches `test`. */
function inCauseChain(err: unknown, test: (err: Error) => boolean, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  return test(err) || inCauseChain(err.cause, test, depth + 1);
}

const codeOf = (err: Error) => String((err as { code?: unknown }).code);

/** True for errors that mean the database (or another backend) cannot be reached right now. */
export function isUnavailableError(err: unknown): boolean {
  return inCauseChain(
    err,
    (e) =>
      DATABASE_DOWN_CODES.has(codeOf(e)) ||
      // The last: the pool's query_timeout, a connection that stopped answering (its database was killed).
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/.test(
        e.message,
      ),
  );
}

/**
 * PostgreSQL's class 22 "data exception": a value it refused (a NUL byte in text, a number out of range, a
 * malformed uuid or date). Values come from requests, so it is the client's 400; the statement failed, so
 * nothing was stored.
 */
const isDataException = (err: Error) => /^22[0-9A-Z]{3}$/.test(codeOf(err));

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: 'Not found.' });
};

/** The body parser's `type` for a body whose bytes are not UTF-8 (the kit's JSON parser checks). */
export const NOT_UTF8 = 'entity.not.utf8';

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) {
      res.set(err.headers).status(err.status).json(err.body);
      return;
    }
    const type = (err as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      res.status(400).json({ detail: 'JSON parse error: the request body is not valid JSON.' });
      return;
    }
    if (type === NOT_UTF8) {
      res.status(400).json({ detail: 'The request body is not valid UTF-8.' });
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json({ detail: 'Request body is too large.' });
      return;
    }
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      res.status(415).json({ detail: 'Unsupported request encoding.' });
      return;
    }
    // The router could not percent-decode a path parameter (e.g. `%ff%fe`): the client's mistake, not ours.
    if (err instanceof URIError) {
      res.status(400).json({ detail: 'The address contains an invalid percent-encoding.' });
      return;
    }
    // The body parsers' other refusals (too many form fields, an aborted or mis-sized body) are the client's.
    const status = (err as { status?: unknown }).status;
    if ((err as { expose?: unknown }).expose === true && typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ detail: `Bad request body: ${(err as Error).message}.` });
      return;
    }
    if (inCauseChain(err, isDataException)) {
      // Logged: a value the service itself built wrongly would land here too.
      (req.log ?? logger).warn({ err }, 'database refused a value');
      res.status(400).json({ detail: 'The request contains a value the database cannot accept.' });
      return;
    }
    if (isUnavailableError(err)) {
      (req.log ?? logger).error({ err }, 'backend unavailable');
      const unavailable = serviceUnavailable();
      res.set(unavailable.headers).status(unavailable.status).json(unavailable.body);
      return;
    }
    (req.log ?? logger).error({ err }, 'unhandled error');
    res.status(500).json({ detail: 'Internal server error.' });
  };
}
