import { ERROR_MESSAGES, noQueryResultsMessage } from '@alongside/contract';

export type FieldErrors = Record<string, string[]>;

/**
 * An empty set of messages by field, without a prototype: a field is named by what the caller
 * sent, and a name such as `toString` or `__proto__` must be a field like any other.
 */
export function noFieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
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
