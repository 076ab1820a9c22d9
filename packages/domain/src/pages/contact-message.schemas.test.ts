import { describe, expect, it } from 'vitest';
import { ContactMessageTextSchema, ContactNameSchema, ContactTopicSchema } from './contact-message.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('contact message text', () => {
  it.each([
    ['keeps several lines and makes line endings \\n', 'Hello there,\r\nI need help.\rThanks', true],
    ['trims spaces around the text', '   Ten chars!   ', true],
    ['allows a tab', 'A table:\tof things', true],
    ['refuses text under 10 characters once trimmed', '   short    ', false],
    ['refuses a NUL byte', 'Hello\u0000 world, friend', false],
    ['refuses another control character', 'Hello\u0007 world, friend', false],
    ['refuses 5001 characters', 'x'.repeat(5001), false],
    ['accepts 5000 characters', 'x'.repeat(5000), true],
  ])('%s', (_rule, input, ok) => {
    expect(ContactMessageTextSchema.safeParse(input).success).toBe(ok);
  });

  it('stores line endings as \\n', () => {
    expect(ContactMessageTextSchema.parse('Line one\r\nLine two')).toBe('Line one\nLine two');
  });

  it('says what is wrong in plain words', () => {
    expect(firstMessage(ContactMessageTextSchema.safeParse(''))).toBe('Write your message.');
    expect(firstMessage(ContactMessageTextSchema.safeParse('too short'))).toBe(
      'Your message must be at least 10 characters.',
    );
    expect(firstMessage(ContactNameSchema.safeParse(' '))).toBe('Enter your name.');
    expect(firstMessage(ContactTopicSchema.safeParse('billing'))).toBe('Choose what your message is about.');
  });
});
