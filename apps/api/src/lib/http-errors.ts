import { ERROR_MESSAGES, noQueryResultsMessage } from '@alongside/contract';
import type { ZodError } from 'zod';

export type FieldErrors = Record<string, string[]>;

/**
 * An empty set of messages by field, without a prototype: a field is named by what the caller
 * sent, and a name such as `toString` or `__proto__` must be a field like any other.
 */
export function noFieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

/**
 * A schema's issues by field (the first part of each path, `fallbackField` for the whole object),
 * in the schema's own words; an unknown field is named as one. For input checked in a service
 * rather than by the route's schema (the text fields of a multipart upload).
 */
export function fieldErrorsOf(error: ZodError, fallbackField: string): FieldErrors {
  const errors = noFieldErrors();
  for (const issue of error.issues) {
    const unknown = issue.code === 'unrecognized_keys';
    const fields = unknown ? issue.keys : [String(issue.path[0] ?? fallbackField)];
    for (const field of fields)
      (errors[field] ??= []).push(unknown ? ERROR_MESSAGES.unknownField : issue.message);
  }
  return errors;
}

/**
 * An error with an answer for the person: the one error handler turns it into the DESIGN.md error
 * shape. Anything else that reaches the handler is a 500 with a generic text.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const invalid = (errors: FieldErrors, message: string = ERROR_MESSAGES.invalid) =>
  new HttpError(422, message, errors);
export const unauthenticated = (message: string = ERROR_MESSAGES.unauthenticated) =>
  new HttpError(401, message);
export const forbidden = (message: string = ERROR_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (model: string) => new HttpError(404, noQueryResultsMessage(model));
export const tooManyRequests = (
  retryAfterSeconds: number,
  message: string = ERROR_MESSAGES.tooManyRequests,
) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const unavailable = () => new HttpError(503, ERROR_MESSAGES.unavailable);
