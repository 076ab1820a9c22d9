import { describe, expect, it } from 'vitest';
import { multiLineText, singleLineText } from './text.schemas';

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('singleLineText', () => {
  const schema = singleLineText('your first name', 5);
  it.each([
    ['  Wes ', 'Wes'],
    ['Clara', 'Clara'],
  ])('keeps %j as %j', (input, output) => {
    expect(schema.parse(input)).toBe(output);
  });
  it.each([
    ['   ', 'Enter your first name.'],
    ['Claras', 'Your first name must be 5 characters or fewer.'],
    ['We\u0000s', 'Your first name has a character we cannot accept.'],
    ['We\ts', 'Your first name has a character we cannot accept.'],
    ['We\ns', 'Your first name has a character we cannot accept.'],
    ['We\u007fs', 'Your first name has a character we cannot accept.'],
  ])('refuses %j: %s', (input, message) => {
    expect(first(schema.safeParse(input))).toBe(message);
  });
  it('refuses a value that is not text', () => {
    expect(first(schema.safeParse(42))).toBe('Enter your first name.');
  });
});

describe('multiLineText', () => {
  const schema = multiLineText('a description', 10);
  it.each([
    ['', ''],
    [' two\r\nlines ', 'two\nlines'],
    ['a\tb\rc', 'a\tb\nc'],
  ])('keeps %j as %j', (input, output) => {
    expect(schema.parse(input)).toBe(output);
  });
  it.each([
    ['eleven char', 'A description must be 10 characters or fewer.'],
    ['a\u0000b', 'A description has a character we cannot accept.'],
    ['a\u001bb', 'A description has a character we cannot accept.'],
  ])('refuses %j: %s', (input, message) => {
    expect(first(schema.safeParse(input))).toBe(message);
  });
});
