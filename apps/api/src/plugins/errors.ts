import { ERROR_MESSAGES, systemPaths, type ErrorResponse } from '@alongside/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, noFieldErrors, type FieldErrors } from '../lib/http-errors';
import { z } from 'zod';

/**
 * The one error handler: every failure leaves in the DESIGN.md shape `{ message, errors? }`, and
 * nothing from inside (stack, SQL, driver text, ids) ever reaches the caller.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: {
    pageFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown;
    /** Told of every unexpected (5xx) error, e.g. to report it (plugins/error-reporting.ts). */
    onUnexpectedError?: (error: unknown, request: FastifyRequest) => void;
  } = {},
): void {
  // A route that takes no query parameters, or no body, still answers one as malformed or invalid
  // (400 or 422), never ignores it. A route that reads its body another way says what it consumes.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.url.startsWith(systemPaths.docs)) return;
    const schema = { ...route.schema };
    schema.querystring ??= NO_QUERY;
    const methods = [route.method].flat();
    if (!schema.body && !schema.consumes && !methods.includes('GET')) schema.body = NO_BODY;
    route.schema = schema;
    if (!schema.consumes?.some((type) => type.startsWith('multipart/'))) {
      route.preValidation = [refuseMultipart, ...(route.preValidation ? [route.preValidation].flat() : [])];
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return send(reply, error.statusCode, { message: error.message, errors: error.errors }, error.headers);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { status, errors } = validationAnswer(error.validationContext, error.validation);
      return send(reply, status, { message: ERROR_MESSAGES.invalid, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, { message: clientErrorMessage(error, status) });
    }
    request.log.error({ err: error }, 'request failed');
    try {
      options.onUnexpectedError?.(error, request);
    } catch (reportFailure) {
      request.log.warn({ err: reportFailure }, 'error report failed');
    }
    return send(reply, 500, { message: ERROR_MESSAGES.unexpected });
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage && options.pageFallback) return options.pageFallback(request, reply);
    return send(reply, 404, { message: ERROR_MESSAGES.routeNotFound });
  });
}

function send(
  reply: FastifyReply,
  status: number,
  body: ErrorResponse,
  headers: Record<string, string> = {},
) {
  const payload: ErrorResponse = body.errors ? body : { message: body.message };
  return reply
    .code(status)
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(payload));
}

/** A form with files sent to a route that reads JSON: the multipart reader would leave it unread. */
async function refuseMultipart(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) throw new HttpError(415, ERROR_MESSAGES.sendJson);
}

const NO_QUERY = z.strictObject({});
const NO_BODY = z.strictObject({}).nullish();

type Issue = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> };

/**
 * The one rule for input the schema refuses (decision 029): a body is invalid input (422); in a
 * query string a parameter off the allow-list makes the request malformed (400, naming only the
 * unknown parameters), and a known parameter with a bad value is invalid input (422, its message
 * under the parameter's own name: `filter[days]`, not `filter[days].0`); a bad path parameter is a
 * malformed request (400).
 */
export function validationAnswer(
  context: string | undefined,
  issues: Issue[],
): { status: 400 | 422; errors: FieldErrors } {
  if (context === 'body') return { status: 422, errors: fieldErrors(issues) };
  if (context !== 'querystring') return { status: 400, errors: fieldErrors(issues) };
  const unknown = issues.filter((issue) => issue.keyword === 'unrecognized_keys');
  if (unknown.length > 0) return { status: 400, errors: fieldErrors(unknown) };
  const errors: FieldErrors = noFieldErrors();
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? 'query';
    const messages = (errors[field] ??= []);
    const message = readable(issue);
    if (!messages.includes(message)) messages.push(message);
  }
  return { status: 422, errors };
}

/** snake_case field paths (`address.postcode`) to messages; an unknown field is named by its key. */
function fieldErrors(issues: Issue[]): FieldErrors {
  const errors: FieldErrors = noFieldErrors();
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  for (const issue of issues) {
    const base = issue.instancePath.split('/').filter(Boolean).join('.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params['keys'])) {
      for (const key of issue.params['keys'] as string[])
        add(base ? `${base}.${key}` : key, ERROR_MESSAGES.unknownField);
      continue;
    }
    add(base || 'body', readable(issue));
  }
  return errors;
}

/** Zod's own texts for type mismatches name JavaScript types; say it in plain words instead. */
function readable(issue: Issue): string {
  const message = issue.message ?? '';
  if (issue.keyword === 'invalid_type' && message.startsWith('Invalid input')) {
    return issue.params['input'] === undefined
      ? 'This field is required.'
      : 'This value is not the right kind.';
  }
  return message || 'This value is not valid.';
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ERROR_MESSAGES.badJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ERROR_MESSAGES.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ERROR_MESSAGES.sendJson;
  }
  if (status === 401) return ERROR_MESSAGES.unauthenticated;
  if (status === 403) return ERROR_MESSAGES.forbidden;
  if (status === 404) return ERROR_MESSAGES.routeNotFound;
  if (status === 429) return ERROR_MESSAGES.tooManyRequests;
  return 'The request could not be understood.';
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
