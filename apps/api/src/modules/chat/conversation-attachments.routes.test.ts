import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  CHAT_MESSAGES,
  DOCUMENT_MESSAGES,
  ERROR_MESSAGES,
  chatPaths,
  conversationPath,
  type Conversation,
  type Message,
} from '@alongside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { maliciousUploads, multipartBody, samplePdf, samplePng } from '../../test/malicious-uploads';
import { WORKER_SPECS, createClient, createWorker, type Person } from '../../test/worker-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ expirySweep: false });
});
afterAll(() => t.close());

let ava: Person;
beforeAll(async () => {
  ava = await createWorker(t.app, WORKER_SPECS.ava);
}, 60_000);

type Upload = { name: string; type: string; bytes: Buffer; field?: string };

function upload(sender: Person, conversationId: string, fields: Record<string, string>, file?: Upload) {
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: conversationPath(conversationId, 'attachments'),
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${sender.token}` },
  });
}

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function conversationWithAva(): Promise<{ cara: Person; conversation: Conversation }> {
  const cara = await createClient(t.app);
  const opened = await t.app.inject({
    method: 'POST',
    url: chatPaths.conversations,
    payload: { user_id: ava.id },
    headers: { authorization: `Bearer ${cara.token}` },
  });
  return { cara, conversation: opened.json().data };
}

async function stored(conversationId: string) {
  return t.app.ctx.db.select().from(messages).where(eq(messages.conversation_id, conversationId));
}

function storedFiles(): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'files', 'attachments'));
  } catch {
    return [];
  }
}

describe('sending a photo or a PDF', () => {
  it('sends a photo with words, shows it to the two people only, and a retry sends nothing more', async () => {
    const { cara, conversation } = await conversationWithAva();
    const png = await samplePng();
    const clientId = randomUUID();
    const before = storedFiles().length;
    const sent = await upload(
      cara,
      conversation.id,
      { client_id: clientId, body: 'Here is the map to my place' },
      { name: 'map.png', type: 'image/png', bytes: png },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const message: Message = sent.json().data;
    expect(message).toMatchObject({
      sequence: 1,
      body: 'Here is the map to my place',
      attachment: { name: 'map.png', type: 'image/png' },
    });
    expect(message.attachment!.url).toBe(
      `/api/conversations/${conversation.id}/attachments/${message.attachment!.id}`,
    );

    const seen = await get(message.attachment!.url, ava.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.headers['x-content-type-options']).toBe('nosniff');
    expect(seen.rawPayload.length).toBe(message.attachment!.size);

    const outsider = await createClient(t.app);
    const refused = await get(message.attachment!.url, outsider.token);
    expect([refused.statusCode, refused.json().message]).toEqual([
      404,
      'No query results for model [Conversation].',
    ]);
    expect((await get(message.attachment!.url)).statusCode).toBe(401);
    const wrongId = await get(`/api/conversations/${conversation.id}/attachments/${randomUUID()}`, ava.token);
    expect([wrongId.statusCode, wrongId.json().message]).toEqual([
      404,
      'No query results for model [Attachment].',
    ]);

    const again = await upload(
      cara,
      conversation.id,
      { client_id: clientId, body: 'Here is the map to my place' },
      { name: 'map.png', type: 'image/png', bytes: png },
    );
    expect([again.statusCode, again.json().data.id]).toEqual([200, message.id]);
    expect(await stored(conversation.id)).toHaveLength(1);
    expect(storedFiles()).toHaveLength(before + 1);
  });

  it('sends a PDF without words', async () => {
    const { cara, conversation } = await conversationWithAva();
    const sent = await upload(
      cara,
      conversation.id,
      { client_id: randomUUID() },
      { name: 'care plan.pdf', type: 'application/pdf', bytes: samplePdf() },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      body: '',
      attachment: { name: 'care plan.pdf', type: 'application/pdf' },
    });
  });
});

describe('an attachment that cannot be sent', () => {
  let cara: Person;
  let conversation: Conversation;
  beforeAll(async () => {
    ({ cara, conversation } = await conversationWithAva());
  });

  it.each<[string, () => Promise<[Record<string, string>, Upload | undefined]>, Record<string, string[]>]>([
    [
      'no file',
      async () => [{ client_id: randomUUID() }, undefined],
      { file: [DOCUMENT_MESSAGES.fileMissing] },
    ],
    [
      'a text file',
      async () => [
        { client_id: randomUUID() },
        { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') },
      ],
      { file: [DOCUMENT_MESSAGES.fileNotAllowed] },
    ],
    [
      'a file over 10 MB',
      async () => [
        { client_id: randomUUID() },
        {
          name: 'big.pdf',
          type: 'application/pdf',
          bytes: Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]),
        },
      ],
      { file: [DOCUMENT_MESSAGES.fileTooLarge] },
    ],
    [
      'no client id',
      async () => [{}, { name: 'a.png', type: 'image/png', bytes: await samplePng() }],
      { client_id: [CHAT_MESSAGES.clientIdInvalid] },
    ],
    [
      'words over 5 000 characters',
      async () => [
        { client_id: randomUUID(), body: 'x'.repeat(5001) },
        { name: 'a.png', type: 'image/png', bytes: await samplePng() },
      ],
      { body: ['A message must be 5000 characters or fewer.'] },
    ],
    [
      'an unknown field',
      async () => [
        { client_id: randomUUID(), topic: 'x' },
        { name: 'a.png', type: 'image/png', bytes: await samplePng() },
      ],
      { topic: [ERROR_MESSAGES.unknownField] },
    ],
  ])('refuses %s and stores nothing', async (_, make, errors) => {
    const before = storedFiles().length;
    const [fields, file] = await make();
    const response = await upload(cara, conversation.id, fields, file);
    expect([response.statusCode, response.json().errors]).toEqual([422, errors]);
    expect(await stored(conversation.id)).toHaveLength(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses every malicious file the documents refuse', async () => {
    for (const bad of await maliciousUploads()) {
      const response = await upload(cara, conversation.id, { client_id: randomUUID() }, bad);
      expect([bad.label, response.statusCode], response.body).toEqual([bad.label, 422]);
    }
    expect(await stored(conversation.id)).toHaveLength(0);
  });

  it('refuses a file while either person blocks the other, and keeps no file', async () => {
    const blocked = await conversationWithAva();
    await t.app.inject({
      method: 'POST',
      url: conversationPath(blocked.conversation.id, 'block'),
      payload: {},
      headers: { authorization: `Bearer ${ava.token}` },
    });
    const before = storedFiles().length;
    const response = await upload(
      blocked.cara,
      blocked.conversation.id,
      { client_id: randomUUID() },
      { name: 'a.png', type: 'image/png', bytes: await samplePng() },
    );
    expect([response.statusCode, response.json().message]).toEqual([403, CHAT_MESSAGES.blockedByOther]);
    expect(storedFiles()).toHaveLength(before);
  });

  it('answers someone outside the conversation with the not-found answer', async () => {
    const outsider = await createClient(t.app);
    const response = await upload(
      outsider,
      conversation.id,
      { client_id: randomUUID() },
      { name: 'a.png', type: 'image/png', bytes: await samplePng() },
    );
    expect(response.statusCode).toBe(404);
  });
});
