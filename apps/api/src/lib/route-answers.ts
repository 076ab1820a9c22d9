import { ErrorResponseSchema } from '@alongside/contract';
import { z } from 'zod';

/**
 * The error answers a route of an area may give, each the one error shape (DESIGN.md "Errors"): the
 * routes of the marketplace areas declare them all, so the OpenAPI lists them alike.
 */
export const ERROR_ANSWERS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
} as const;

/** A record's id in the path: any short text, so a malformed id answers 404 like a missing record (the service checks it). */
export const ID_PARAMS = z.strictObject({ id: z.string().max(100) });

export const BEARER = [{ bearer: [] }];
