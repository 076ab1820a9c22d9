import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMailer, smtpMailer, type MailMessage } from './mailer';

const FROM = 'Alongside <no-reply@alongside.example>';
const message: MailMessage = {
  to: 'ana.walker@example.com',
  subject: 'Your Alongside code',
  text: 'Your code is 482913. It expires in 10 minutes.',
};

/** Our own logger interface, collecting what would have been logged. */
function collectingLog() {
  const calls: { details: object; message: string }[] = [];
  return { calls, info: (details: object, text: string) => void calls.push({ details, message: text }) };
}

describe('outboxMailer', () => {
  let dataDir: string;
  let outbox: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'alongside-outbox-'));
    outbox = path.join(dataDir, 'outbox');
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the outbox folder and writes one .eml file per message', async () => {
    const mailer = outboxMailer({ dir: outbox, from: FROM, log: collectingLog() });

    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Welcome to Alongside' });
    await mailer.close();

    const files = readdirSync(outbox);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/\.eml$/);
  });

  it('writes a readable RFC 5322 message with From, To, Subject and the text body, readable by the owner only', async () => {
    const mailer = outboxMailer({ dir: outbox, from: FROM, log: collectingLog() });

    await mailer.send(message);
    await mailer.close();

    const [file] = readdirSync(outbox);
    const eml = readFileSync(path.join(outbox, file!), 'utf8');
    const [headers = '', body = ''] = eml.split(/\r?\n\r?\n/, 2);
    expect(headers).toMatch(/^From: Alongside <no-reply@alongside\.example>$/m);
    expect(headers).toMatch(/^To: ana\.walker@example\.com$/m);
    expect(headers).toMatch(/^Subject: Your Alongside code$/m);
    expect(headers).toMatch(/^Date: /m);
    expect(headers).toMatch(/^Message-ID: </im);
    expect(body.trim()).toBe(message.text);
    expect(statSync(path.join(outbox, file!)).mode & 0o777).toBe(0o600);
  });

  it('logs the file name and subject but never the recipient address or the body', async () => {
    const log = collectingLog();
    const mailer = outboxMailer({ dir: outbox, from: FROM, log });

    await mailer.send(message);
    await mailer.close();

    const [file] = readdirSync(outbox);
    expect(log.calls).toEqual([
      { details: { mail: { file, subject: message.subject } }, message: expect.any(String) },
    ]);
    const logged = JSON.stringify(log.calls);
    expect(logged).not.toContain(message.to);
    expect(logged).not.toContain('482913');
  });
});

describe('smtpMailer', () => {
  type Received = { rcptTo: string[]; mailFrom: string | undefined; data: string };
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          mailFrom: mailFrom ? mailFrom.address : undefined,
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let port: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as net.AddressInfo).port;
  });
  beforeEach(() => {
    received.length = 0;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(resolve));
  });

  it('delivers the message to the SMTP server with the recipient, subject and body', async () => {
    const log = collectingLog();
    const mailer = smtpMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM, log });

    await mailer.send(message);
    await mailer.close();

    expect(received).toHaveLength(1);
    const [delivered] = received;
    expect(delivered!.rcptTo).toEqual([message.to]);
    expect(delivered!.mailFrom).toBe('no-reply@alongside.example');
    expect(delivered!.data).toMatch(/^Subject: Your Alongside code$/m);
    expect(delivered!.data).toContain(message.text);
  });

  it('logs the subject but never the recipient address or the body', async () => {
    const log = collectingLog();
    const mailer = smtpMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM, log });

    await mailer.send(message);
    await mailer.close();

    expect(log.calls).toHaveLength(1);
    expect(log.calls[0]!.details).toMatchObject({ mail: { subject: message.subject } });
    const logged = JSON.stringify(log.calls);
    expect(logged).not.toContain(message.to);
    expect(logged).not.toContain('482913');
  });

  it('rejects when the SMTP server cannot be reached, leaving the caller to handle it', async () => {
    const closedPort = await freePort();
    const log = collectingLog();
    const mailer = smtpMailer({ url: `smtp://127.0.0.1:${closedPort}`, from: FROM, log });

    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
    await mailer.close();
    expect(log.calls).toEqual([]);
  });
});

/** A port that was free a moment ago and has nothing listening on it now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
