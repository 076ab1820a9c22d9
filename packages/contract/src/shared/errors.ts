import { z } from 'zod';

/** Every error answer of the API (DESIGN.md "Errors"). `errors` maps a snake_case field to messages. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** The texts the API answers with, so the web and the tests compare against one source. */
export const ERROR_MESSAGES = {
  invalid: 'Some of the details need fixing.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  routeNotFound: 'Not found.',
  unexpected: 'An unexpected error occurred.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  unavailable: 'The service is unavailable right now. Please try again soon.',
  badJson: 'The request body is not valid JSON.',
  sendJson: 'Send the request as JSON.',
  tooLarge: 'The request is too large.',
  unknownField: 'This field is not allowed.',
} as const;

/** The 404 text for a missing record; the web shows "No data found." for any such message (spec §8). */
export function noQueryResultsMessage(model: string): string {
  return `No query results for model [${model}].`;
}
