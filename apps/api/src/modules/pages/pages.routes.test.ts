import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES, ERROR_MESSAGES, PAGES_MESSAGES } from '@alongside/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppWithRecaptcha, siteverifyAnswer } from '../../test/recorded-recaptcha';
import { nextAddress, post, signUp, uniqueEmail } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

const PATH = '/api/contact-messages';
const SUPPORT = 'help-desk@alongside.example';

function contact(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Mia Walker',
    email: uniqueEmail('sender'),
    topic: 'using_alongside',
    message: 'How do I find a support worker near Ballarat?\nThank you.',
    ...overrides,
  };
}

type StoredMessage = { name: string; email: string; topic: string; body: string; user_id: string | null };

async function storedFrom(t: TestApp, email: string): Promise<StoredMessage[]> {
  const result = await t.app.ctx.db.execute(
    sql`select name, email, topic, body, user_id from contact_messages where email = ${email.toLowerCase()}`,
  );
  return (result as unknown as { rows: StoredMessage[] }).rows;
}

async function countMessages(t: TestApp): Promise<number> {
  const result = await t.app.ctx.db.execute(sql`select count(*)::int as n from contact_messages`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

function rawMail(t: TestApp, file: string): string {
  return readFileSync(path.join(t.dataDir, 'outbox', file), 'utf8');
}

describe('POST /api/contact-messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SUPPORT_EMAIL: SUPPORT } });
  });
  afterAll(() => t?.close());

  it('stores the message, mails support with a Reply-To of the sender, and acknowledges the sender', async () => {
    const body = contact({
      name: '  Mia Walker ',
      email: ' Mia.Sender@Example.COM ',
      topic: 'safety_concern',
    });
    const response = await post(t.app, PATH, body);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: PAGES_MESSAGES.contactReceived });
    expect(await storedFrom(t, 'mia.sender@example.com')).toEqual([
      {
        name: 'Mia Walker',
        email: 'mia.sender@example.com',
        topic: 'safety_concern',
        body: 'How do I find a support worker near Ballarat?\nThank you.',
        user_id: null,
      },
    ]);

    const [toSupport] = t.outbox.to(SUPPORT);
    expect(toSupport?.subject).toBe('URGENT Contact form: Safety concern');
    expect(toSupport?.text).toContain('From: Mia Walker <mia.sender@example.com>');
    expect(toSupport?.text).toContain('How do I find a support worker near Ballarat?');
    expect(rawMail(t, toSupport!.file)).toMatch(/^Reply-To: mia\.sender@example\.com$/m);

    const [ack] = t.outbox.to('mia.sender@example.com');
    expect(ack?.subject).toBe('We have your message');
    expect(ack?.text).toContain('Hello Mia Walker,');
    expect(ack?.text).toContain('1800 035 544');
    // The acknowledgement never echoes what was written (the form could be used to mail anyone).
    expect(ack?.text).not.toContain('Ballarat');
  });

  it('links the message to the signed-in sender', async () => {
    const { token, email } = await signUp(t.app);
    const response = await post(t.app, PATH, contact({ email }), { token });
    expect(response.statusCode).toBe(201);
    const [stored] = await storedFrom(t, email);
    expect(stored?.user_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts a stale or made-up token as a guest message', async () => {
    const email = uniqueEmail();
    const response = await post(t.app, PATH, contact({ email }), { token: 'not.a.token' });
    expect(response.statusCode).toBe(201);
    expect((await storedFrom(t, email))[0]?.user_id).toBeNull();
  });

  const long = (length: number) => 'x'.repeat(length);
  it.each([
    ['no name', { name: undefined }, 'name', 'Enter your name.'],
    ['a blank name', { name: '   ' }, 'name', 'Enter your name.'],
    ['a name over 80 characters', { name: long(81) }, 'name', 'Your name must be 80 characters or fewer.'],
    [
      'a line break in the name',
      { name: 'Mia\nWalker' },
      'name',
      'Your name has a character we cannot accept.',
    ],
    ['no e-mail', { email: undefined }, 'email', 'Enter your e-mail address.'],
    [
      'a malformed e-mail',
      { email: 'mia-at-example' },
      'email',
      'Enter a valid e-mail address, like name@example.com.',
    ],
    ['an unknown topic', { topic: 'billing' }, 'topic', 'Choose what your message is about.'],
    ['no topic', { topic: undefined }, 'topic', 'Choose what your message is about.'],
    ['no message', { message: undefined }, 'message', 'Write your message.'],
    [
      'a message under 10 characters',
      { message: '  Help!  ' },
      'message',
      'Your message must be at least 10 characters.',
    ],
    [
      'a message over 5000 characters',
      { message: long(5001) },
      'message',
      'Your message must be 5000 characters or fewer.',
    ],
    [
      'a NUL byte in the message',
      { message: 'Hello\u0000 there, friend' },
      'message',
      'Your message has a character we cannot accept.',
    ],
    ['a NUL byte in the name', { name: 'Mia\u0000' }, 'name', 'Your name has a character we cannot accept.'],
    ['a number for the message', { message: 1234567890123 }, 'message', 'Write your message.'],
  ])('refuses %s with 422 and stores nothing', async (_case, overrides, field, text) => {
    const before = await countMessages(t);
    const mailsBefore = t.outbox.messages().length;
    const response = await post(t.app, PATH, contact(overrides));

    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(ERROR_MESSAGES.invalid);
    expect(response.json().errors[field]).toEqual([text]);
    expect(await countMessages(t)).toBe(before);
    expect(t.outbox.messages()).toHaveLength(mailsBefore);
  });

  it('refuses an unknown field', async () => {
    const before = await countMessages(t);
    const response = await post(t.app, PATH, contact({ user_id: '00000000-0000-0000-0000-000000000000' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ user_id: [ERROR_MESSAGES.unknownField] });
    expect(await countMessages(t)).toBe(before);
  });

  it('refuses a body over the size limit before reading it', async () => {
    const before = await countMessages(t);
    const response = await post(t.app, PATH, contact({ message: long(70 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.tooLarge });
    expect(await countMessages(t)).toBe(before);
  });

  it('allows 3 messages an hour per e-mail address, then answers 429 with Retry-After and stores nothing', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      expect((await post(t.app, PATH, contact({ email }))).statusCode).toBe(201);
    }
    const before = await countMessages(t);
    const refused = await post(t.app, PATH, contact({ email }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countMessages(t)).toBe(before);
    expect(await storedFrom(t, email)).toHaveLength(3);
  });

  it('allows 5 messages an hour per client address, then answers 429 and stores nothing', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) {
      expect((await post(t.app, PATH, contact(), { ip })).statusCode).toBe(201);
    }
    const before = await countMessages(t);
    const refused = await post(t.app, PATH, contact(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await countMessages(t)).toBe(before);
  });
});

describe('POST /api/contact-messages with reCAPTCHA configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAppWithRecaptcha({
      'token-person-contact': siteverifyAnswer('contact', 0.9),
      'token-bot-contact': siteverifyAnswer('contact', 0.1),
      'token-person-login': siteverifyAnswer('login', 0.9),
    });
  });
  afterAll(() => t?.close());

  it('accepts a message with a good token', async () => {
    const response = await post(t.app, PATH, contact({ recaptcha_token: 'token-person-contact' }));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['no token', undefined],
    ['a low score', 'token-bot-contact'],
    ['a token for another action', 'token-person-login'],
    ['a token Google does not know', 'made-up-token'],
  ])('refuses a message with %s with 403, and stores and mails nothing', async (_case, token) => {
    const before = await countMessages(t);
    const mailsBefore = t.outbox.messages().length;
    const response = await post(t.app, PATH, contact(token ? { recaptcha_token: token } : {}));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AUTH_MESSAGES.botCheckFailed);
    expect(await countMessages(t)).toBe(before);
    expect(t.outbox.messages()).toHaveLength(mailsBefore);
  });
});
