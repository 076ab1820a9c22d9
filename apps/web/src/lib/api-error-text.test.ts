import { describe, expect, it } from 'vitest';
import { apiErrorText } from './api-error-text';

describe('apiErrorText', () => {
  it.each([
    { message: 'You do not have permission to do that.', text: 'You do not have permission to do that.' },
    { message: undefined, text: 'An unexpected error occurred.' },
    { message: null, text: 'An unexpected error occurred.' },
    { message: '', text: 'An unexpected error occurred.' },
    { message: '   ', text: 'An unexpected error occurred.' },
    { message: 'No query results for model [Job].', text: 'No data found.' },
    { message: 'No query results for model [User] 42', text: 'No data found.' },
    { message: 'Error: No query results for model', text: 'No data found.' },
    { message: 'no query results for model [Job].', text: 'no query results for model [Job].' },
  ])('the message $message is shown as "$text"', ({ message, text }) => {
    expect(apiErrorText(message)).toBe(text);
  });
});
