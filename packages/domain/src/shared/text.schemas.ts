import { z } from 'zod';

// The text fields' schemas, apart from text.ts so that writing a list in words builds no schema
// (docs/decisions/011-first-page-performance.md).

/** PostgreSQL refuses a NUL byte in text even in a parameterised query, so no text may carry one. */
const NUL = '\u0000';

/**
 * A single-line text field: trimmed, no NUL byte, no control characters, at most `max` characters.
 * `label` names the field in plain language for the messages ("Enter your first name.").
 */
export function singleLineText(label: string, max: number) {
  return z
    .string({ error: `Enter ${label}.` })
    .refine((value) => !value.includes(NUL), {
      message: `${capitalise(label)} has a character we cannot accept.`,
    })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { message: `Enter ${label}.` })
        .max(max, { message: `${capitalise(label)} must be ${max} characters or fewer.` })
        // Control characters (tabs, line breaks, escapes) never belong in a one-line field.
        .refine((value) => ![...value].some(isControl), {
          message: `${capitalise(label)} has a character we cannot accept.`,
        }),
    );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A text of several lines (a description, a note): line endings made `\n`, trimmed, no NUL byte and no
 * control character but a line break or a tab, at most `max` characters. An empty text is allowed:
 * clearing a description is an answer.
 */
export function multiLineText(label: string, max: number) {
  return z
    .string({ error: `Write ${label}.` })
    .refine((value) => !value.includes(NUL), {
      message: `${capitalise(label)} has a character we cannot accept.`,
    })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(max, { message: `${capitalise(label)} must be ${max} characters or fewer.` })
        .refine((value) => ![...value].some((char) => isControl(char) && char !== '\n' && char !== '\t'), {
          message: `${capitalise(label)} has a character we cannot accept.`,
        }),
    );
}

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}
