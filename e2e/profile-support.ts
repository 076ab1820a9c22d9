import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/** A call to the API from the page, with the signed-in person's access token. */
export async function apiFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith('auth.token='));
      const token = decodeURIComponent(entry?.slice('auth.token='.length) ?? '');
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

/** The session user as GET /api/auth/session returns it. */
export async function sessionUser(page: Page) {
  const { body } = await apiFromPage(page, 'GET', '/api/auth/session');
  return body['user'] as Record<string, unknown>;
}

/** Opens a profile screen and waits for its heading. */
export async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export async function expectSaved(page: Page, text = 'Your profile is saved.') {
  await expect(page.getByText(text)).toBeVisible();
}

/** A small real PNG (a 64 × 64 square in one colour), made here so no binary fixture is kept. */
export function pngFixture(size = 64): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x4a)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
