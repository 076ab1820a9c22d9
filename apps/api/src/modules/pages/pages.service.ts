import { AUTH_MESSAGES, PAGES_MESSAGES, type ContactMessageBodySchema } from '@alongside/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../lib/app-context';
import { forbidden } from '../../lib/http-errors';
import type { MailMessage } from '../../providers/mail/mailer';
import { authenticate } from '../account/auth.service';
import { assertWithinContactLimits } from './pages.limits';
import { contactMessageToSupportMail, contactReceivedMail } from './pages.mails';
import * as pages from './pages.repository';

type ContactInput = z.output<typeof ContactMessageBodySchema>;

/**
 * Stores a contact message, then mails it to support and a short acknowledgement to the sender.
 * The stored row is the record: a mail that fails is logged and does not fail the request, so the
 * person is never asked to send the same message twice. A valid access token links the message to
 * the account; a missing or stale one just leaves it unlinked (the form is open to everyone).
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactInput,
  meta: RequestMeta & { accessToken: string | null },
): Promise<string> {
  if (!(await ctx.botCheck.verify({ token: input.recaptcha_token, action: 'contact', remoteIp: meta.ip }))) {
    throw forbidden(AUTH_MESSAGES.botCheckFailed);
  }
  await assertWithinContactLimits(ctx.rateLimiter, ctx.config.rateLimitFactor, meta.ip, input.email);

  const sender = meta.accessToken ? await authenticate(ctx, meta.accessToken) : null;
  const row = await pages.insertContactMessage(ctx.db, {
    name: input.name,
    email: input.email,
    topic: input.topic,
    body: input.message,
    user_id: sender?.user.id ?? null,
    created_at: ctx.clock.now(),
  });

  await sendMail(
    ctx,
    contactMessageToSupportMail(ctx.config.supportEmail, {
      id: row.id,
      name: row.name,
      email: row.email,
      topic: row.topic,
      body: row.body,
      signedInAs: sender?.user.email ?? null,
      receivedAt: row.created_at,
    }),
    row.id,
  );
  await sendMail(ctx, contactReceivedMail({ to: row.email, name: row.name, topic: row.topic }), row.id);
  return PAGES_MESSAGES.contactReceived;
}

async function sendMail(ctx: AppContext, message: MailMessage, contactMessageId: string): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.log.error(
      { err: error, mail: { subject: message.subject }, contact_message_id: contactMessageId },
      'contact mail could not be sent',
    );
  }
}
