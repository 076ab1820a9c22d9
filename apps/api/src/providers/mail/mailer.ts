import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes when it is not the sender (a contact message is answered to the person). */
  replyTo?: string;
  /** Extra header fields, e.g. `List-Unsubscribe` on notification e-mails. */
  headers?: Record<string, string>;
};

/** Where e-mail goes: the local outbox by default, SMTP when `SMTP_URL` is set (DESIGN.md "Runs on"). */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

type MailLog = { info(details: object, message: string): void };

/**
 * Writes each message as an RFC 5322 `.eml` file in `$DATA_DIR/outbox/`, so the embedded default
 * needs no mail server and a person (or a test) can open what was sent.
 */
export function outboxMailer(options: { dir: string; from: string; log: MailLog; now?: () => Date }): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    kind: 'outbox',
    async send(message) {
      const info = await composer.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      // Names sort in sending order (time, then a sequence for mail sent in the same instant) and never collide.
      sequence += 1;
      const time = (options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-');
      const name = `${time}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(options.dir, name), info.message as Buffer, { mode: 0o600 });
      // The address and body stay out of the log: they are personal data and may hold a code.
      options.log.info({ mail: { file: name, subject: message.subject } }, 'mail saved to the outbox');
    },
    async close() {
      composer.close();
    },
  };
}

export function smtpMailer(options: { url: string; from: string; log: MailLog }): Mailer {
  // Short timeouts: a mail server that hangs must not hold a person's request for minutes.
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      options.log.info({ mail: { id: info.messageId, subject: message.subject } }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}
