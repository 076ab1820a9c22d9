import { z } from 'zod';

/**
 * A whole number typed into a text field ("25"), for a form whose schema then pipes it into the
 * domain's number schema. Blank gives null, so a nullable schema can accept it and others refuse it.
 */
export function wholeNumberTextSchema(message: string) {
  return z.string().transform((text, context) => {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    if (!/^\d{1,6}$/.test(trimmed)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(trimmed);
  });
}
