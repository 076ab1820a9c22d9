import {
  ContactMessageTextSchema,
  ContactNameSchema,
  ContactTopicSchema,
  EmailSchema,
} from '@alongside/domain';
import { z } from 'zod';

/** The contact form (`/contact-us`). Open to everyone; a signed-in sender is linked to the message. */
export const ContactMessageBodySchema = z.strictObject({
  name: ContactNameSchema,
  email: EmailSchema,
  topic: ContactTopicSchema,
  message: ContactMessageTextSchema,
  /** A reCAPTCHA v3 token for the action `contact`; checked only when a secret is configured. */
  recaptcha_token: z.string().max(4096).optional(),
});
export type ContactMessageBody = z.input<typeof ContactMessageBodySchema>;

/** Texts of the pages area, shared by the API answer, the web and the tests. */
export const PAGES_MESSAGES = {
  contactReceived: 'Thank you. We have your message and will reply by e-mail within 2 business days.',
} as const;
