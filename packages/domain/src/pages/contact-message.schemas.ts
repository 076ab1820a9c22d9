import { z } from 'zod';
import { singleLineText } from '../shared/text.schemas';

/** What a contact message is about; support sorts and answers by it (a safety concern first). */
export const CONTACT_TOPICS = ['using_alongside', 'my_account', 'safety_concern', 'something_else'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The topics as a person reads them, in the order the form offers them. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  using_alongside: 'Using Alongside',
  my_account: 'My account',
  safety_concern: 'Safety concern',
  something_else: 'Something else',
};

export const ContactTopicSchema = z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about.' });

export const CONTACT_NAME_MAX_LENGTH = 80;
export const ContactNameSchema = singleLineText('your name', CONTACT_NAME_MAX_LENGTH);

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * The text of a contact message: several lines allowed, trimmed, line endings made `\n`, between
 * 10 and 5000 characters. No NUL byte (PostgreSQL refuses it) and no control character other than a
 * line break or a tab.
 */
export const ContactMessageTextSchema = z
  .string({ error: 'Write your message.' })
  .refine((value) => !value.includes('\u0000'), { message: 'Your message has a character we cannot accept.' })
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, { message: 'Write your message.' })
      .min(CONTACT_MESSAGE_MIN_LENGTH, {
        message: `Your message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
      })
      .max(CONTACT_MESSAGE_MAX_LENGTH, {
        message: `Your message must be ${CONTACT_MESSAGE_MAX_LENGTH} characters or fewer.`,
      })
      .refine((value) => !hasControlCharacterBesidesLineBreak(value), {
        message: 'Your message has a character we cannot accept.',
      }),
  );

function hasControlCharacterBesidesLineBreak(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x0a && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}
