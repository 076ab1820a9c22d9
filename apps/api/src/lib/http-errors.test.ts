import { ERROR_MESSAGES } from '@alongside/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './http-errors';

const Schema = z.strictObject({
  client_id: z.string({ error: 'Send an id.' }).uuid({ message: 'Send an id.' }),
  body: z.string().max(3, { message: 'Too long.' }).optional(),
});

describe('a schema’s issues by field', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    ['a missing field', {}, { client_id: ['Send an id.'] }],
    ['two bad fields', { client_id: 'x', body: 'long' }, { client_id: ['Send an id.'], body: ['Too long.'] }],
    [
      'unknown fields, each named',
      { client_id: '00000000-0000-4000-8000-000000000000', a: 1, b: 2 },
      { a: [ERROR_MESSAGES.unknownField], b: [ERROR_MESSAGES.unknownField] },
    ],
    ['not an object at all', 'text', { whole: [expect.any(String) as unknown as string] }],
  ])('%s', (_, input, errors) => {
    const result = Schema.safeParse(input);
    expect(result.success).toBe(false);
    expect({ ...fieldErrorsOf(result.error!, 'whole') }).toEqual(errors);
  });
});
