/** The error snackbar's text when an API answer has no usable message (spec §8). */
export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occurred.';

/** The error snackbar's text for a missing record (spec §8). */
export const NO_DATA_FOUND_TEXT = 'No data found.';

/**
 * The text of the error snackbar for an API error (spec §8): a message containing
 * 'No query results for model' becomes 'No data found.'; a missing or blank message becomes
 * 'An unexpected error occurred.'; any other message is shown as it is.
 */
export function apiErrorText(message?: string | null): string {
  if (!message || message.trim() === '') return UNEXPECTED_ERROR_TEXT;
  if (message.includes('No query results for model')) return NO_DATA_FOUND_TEXT;
  return message;
}
