import type { MailMessage } from '../providers/mail/mailer';
import type { AppContext } from './app-context';

/**
 * Every e-mail the app sends: a greeting by first name, the lines given, and the sign-off. Codes
 * stand on their own line so they are easy to copy.
 */
export function letter(
  input: { to: string; firstName: string },
  subject: string,
  lines: readonly string[],
): MailMessage {
  return {
    to: input.to,
    subject,
    text: [`Hello ${input.firstName},`, '', ...lines, '', 'Alongside'].join('\n'),
  };
}

/**
 * Sends an e-mail after a change is done. A failure is logged, never thrown: the change stands, and
 * the person can ask for the e-mail again.
 */
export async function sendMail(ctx: Pick<AppContext, 'mailer' | 'log'>, message: MailMessage): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.log.error({ err: error, mail: { subject: message.subject } }, 'mail could not be sent');
  }
}
