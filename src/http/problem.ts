import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_CODES, type DetailCode, type ErrorCode, type ErrorDetail } from '../errors.ts';
import { isContention, MAX_ATTEMPTS } from '../db/transactions.ts';
import { drainBody } from './limits.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export type AjvError = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

const KEYWORD_CODES: Record<string, DetailCode | 'invalid_value'> = {
  required: 'required',
  additionalProperties: 'unknown_field',
  type: 'invalid_type',
  enum: 'invalid_value',
  const: 'invalid_value',
  minLength: 'too_short',
  maxLength: 'too_long',
  minimum: 'too_small',
  exclusiveMinimum: 'too_small',
  maximum: 'too_large',
  minItems: 'too_few_items',
  maxItems: 'too_many_items',
  pattern: 'invalid_format',
  format: 'invalid_format',
};

/** Turns one ajv error into `{code, message, pointer}`; the pointer names the offending field itself. */
function schemaErrorDetail(error: AjvError, context: string | undefined): ErrorDetail {
  let pointer = error.instancePath;
  let message = error.message ?? 'is invalid';
  if (error.keyword === 'required') {
    pointer += `/${String(error.params.missingProperty)}`;
    message = 'is required';
  } else if (error.keyword === 'additionalProperties') {
    pointer += `/${String(error.params.additionalProperty)}`;
    message = 'is not a known field';
  } else if (error.keyword === 'minProperties') {
    message = `must name at least ${String(error.params.limit)} field`;
  } else if (error.keyword === 'enum') {
    message = `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
  }
  const code = KEYWORD_CODES[error.keyword] ?? 'invalid_value';
  if (context && context !== 'body') {
    // Query and path parameters have no body pointer; name the parameter instead.
    return { code, message: `${context} parameter ${pointer.slice(1) || '(root)'} ${message}`, pointer: null };
  }
  return { code, message: `${pointer || '(body)'} ${message}`, pointer };
}

/**
 * Drops the noise ajv adds for unions: the summary error of the union itself, and the "must be null"
 * of a nullable field when the other branch explains what is wrong at or under the same place.
 */
function usefulErrors(errors: AjvError[]): AjvError[] {
  const branches = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if');
  const isNullBranch = (e: AjvError) => e.keyword === 'type' && e.params.type === 'null';
  const filtered = branches.filter(
    (e) =>
      !isNullBranch(e) ||
      !branches.some(
        (other) => other !== e && !isNullBranch(other) && (other.instancePath === e.instancePath || other.instancePath.startsWith(`${e.instancePath}/`)),
      ),
  );
  return filtered.length > 0 ? filtered : errors;
}

/** Ajv's errors for a value as a problem's `errors` entries, one per field and failure (`context`: body, querystring, ...). */
export function schemaErrors(validation: AjvError[], context?: string): ErrorDetail[] {
  return dedupe(usefulErrors(validation).map((e) => schemaErrorDetail(e, context)));
}

/** Maps any thrown error to the code of the table, so known failures never become a 500. */
function classify(error: FastifyError | AppError | Error): { code: ErrorCode; detail: string; errors: ErrorDetail[] } {
  if (error instanceof AppError) return { code: error.code, detail: error.message, errors: error.errors };
  const fe = error as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (fe.validation) {
    const errors = schemaErrors(fe.validation, fe.validationContext);
    return { code: 'validation_failed', detail: `${errors.length} field(s) failed validation`, errors };
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'payload_too_large', detail: 'The request body is larger than 10 MiB', errors: [] };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'unsupported_media_type', detail: 'Send the body as application/json', errors: [] };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'invalid_json', detail: 'The body is empty; send a JSON document', errors: [] };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'invalid_json', detail: `The body is not valid JSON: ${fe.message}`, errors: [] };
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return { code: 'unsupported_media_type', detail: `${fe.message}; send the body as it is, or with Content-Encoding br, gzip or deflate`, errors: [] };
    case 'FST_CP_ERR_INVALID_CONTENT':
      return { code: 'invalid_json', detail: 'The body does not decompress as its Content-Encoding says', errors: [] };
  }
  if (isContention(fe)) {
    return {
      code: 'database_busy',
      detail: `Other writes to the same records kept refusing this one (up to ${MAX_ATTEMPTS} attempts); nothing of it was applied`,
      errors: [],
    };
  }
  if (fe.statusCode === 429) return { code: 'rate_limited', detail: 'Rate limit exceeded; retry after the time in Retry-After', errors: [] };
  if (fe instanceof SyntaxError || (fe.statusCode === 400 && /JSON/i.test(fe.message))) {
    return { code: 'invalid_json', detail: `The body is not valid JSON: ${fe.message}`, errors: [] };
  }
  if (fe.statusCode === 415) return { code: 'unsupported_media_type', detail: fe.message, errors: [] };
  if (fe.statusCode === 413) return { code: 'payload_too_large', detail: fe.message, errors: [] };
  if (fe.statusCode === 400) return { code: 'validation_failed', detail: fe.message, errors: [] };
  return { code: 'internal_error', detail: 'An unexpected error happened; quote the request_id when reporting it', errors: [] };
}

function dedupe(errors: ErrorDetail[]): ErrorDetail[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.code}|${e.pointer}|${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The RFC 9457 body for a code. */
function problemBody(code: ErrorCode, detail: string, requestId: string, errors: ErrorDetail[] = []) {
  const { status, title } = ERROR_CODES[code];
  return {
    type: `https://dockside.dev/problems/${code}`,
    title,
    status,
    detail,
    code,
    request_id: requestId,
    errors,
  };
}

/**
 * Fastify error handler: problem+json for every error. An unexpected error is logged with its stack
 * under the request id and answered as `internal_error` with a fixed detail, so no message, stack or
 * SQL reaches the client; known 5xx codes (`not_ready`) keep their detail.
 */
export async function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { code, detail, errors } = classify(error);
  const status = ERROR_CODES[code].status;
  if (code === 'internal_error') request.log.error({ err: error }, 'unexpected error');
  else if (status >= 500) request.log.warn({ code, detail }, 'request failed');
  // A body refused before it was read (too large, wrong content type) is read to its end first.
  if (code === 'payload_too_large' || code === 'unsupported_media_type') await drainBody(request.raw);
  return reply
    .code(status)
    .type(PROBLEM_CONTENT_TYPE)
    .headers(headersOf(code))
    .send(problemBody(code, detail, request.id, errors));
}

/** A 401 names the schemes a key may be sent with (RFC 9110 section 11.6.1). */
const WWW_AUTHENTICATE = 'Bearer, Basic realm="dockside"';

function headersOf(code: ErrorCode): Record<string, string> {
  if (code === 'unauthorized') return { 'www-authenticate': WWW_AUTHENTICATE };
  // Contention passes within moments: the retry is safe (nothing was applied) and worth making soon.
  if (code === 'database_busy') return { 'retry-after': '1' };
  return {};
}

/** Sends a problem for a code from a hook or handler. */
export function sendProblem(reply: FastifyReply, error: AppError) {
  return reply
    .code(error.status)
    .type(PROBLEM_CONTENT_TYPE)
    .headers(headersOf(error.code))
    .send(problemBody(error.code, error.message, reply.request.id, error.errors));
}
