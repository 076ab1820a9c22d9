import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES_MESSAGES } from '@alongside/contract';
import { smtpMailer } from '../../providers/mail/mailer';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { sendContactMessage } from './pages.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('sendContactMessage', () => {
  it('keeps the message and answers as usual when the mail server cannot be reached', async () => {
    const errors: string[] = [];
    const log = Object.assign(Object.create(t.app.ctx.log) as typeof t.app.ctx.log, {
      error: (_details: object, message: string) => void errors.push(message),
    });
    // A real SMTP client aimed at a closed port: every send fails as it would in production.
    const ctx = {
      ...t.app.ctx,
      log,
      mailer: smtpMailer({ url: 'smtp://127.0.0.1:1', from: 'a@example.com', log }),
    };

    const answer = await sendContactMessage(
      ctx,
      {
        name: 'Sam Lee',
        email: 'sam@example.com',
        topic: 'using_alongside',
        message: 'How do I find a worker near me?',
      },
      { ip: '10.9.9.9', accessToken: null },
    );

    expect(answer).toBe(PAGES_MESSAGES.contactReceived);
    const result = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from contact_messages where email = 'sam@example.com'`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect(errors).toEqual(['contact mail could not be sent', 'contact mail could not be sent']);
  });
});
