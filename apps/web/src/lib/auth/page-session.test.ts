import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { sessionUser } from '../../test/session-user';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../runtime-config';
import { fetchSession } from './get-session';
import { takePageSession } from './page-session';
import { SESSION_DATA_ID, withoutPageSession } from './session-block';
import { clearTokens, storeTokens } from './tokens';

/** A JWT the web reads as fresh (its signature is the server's business). */
function freshToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 900 })}.signature`;
}

function writeBlock(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SESSION_DATA_ID;
  block.textContent = text;
  document.head.append(block);
}

beforeEach(() => setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG }));
afterEach(() => {
  document.getElementById(SESSION_DATA_ID)?.remove();
  clearTokens();
  setRuntimeConfig(undefined);
});

describe('takePageSession', () => {
  it('reads the block once and takes it out of the page', () => {
    writeBlock('{"user":{"id":"u1"}}');
    expect(takePageSession()).toEqual({ user: { id: 'u1' } });
    expect(document.getElementById(SESSION_DATA_ID)).toBeNull();
    expect(takePageSession()).toBeUndefined();
  });

  it('takes out a block it cannot read, and reads nothing from it', () => {
    writeBlock('{"user":');
    expect(takePageSession()).toBeUndefined();
    expect(document.getElementById(SESSION_DATA_ID)).toBeNull();
  });
});

describe('withoutPageSession', () => {
  it('removes the session block and nothing else', () => {
    const page =
      '<head><script type="application/json" id="runtime-config">{}</script>' +
      `<script type="application/json" id="${SESSION_DATA_ID}">{"user":{"first_name":"\\u003c/script>"}}</script></head>`;
    expect(withoutPageSession(page)).toBe(
      '<head><script type="application/json" id="runtime-config">{}</script></head>',
    );
    expect(withoutPageSession('<head></head>')).toBe('<head></head>');
  });
});

describe('fetchSession with a session written into the page', () => {
  it('uses it instead of asking the API, once', async () => {
    storeTokens({ token: freshToken(), refresh_token: 'r1' });
    writeBlock(JSON.stringify({ user: sessionUser({ first_name: 'Nadia' }) }));
    const api = fakeApi({
      'GET /api/auth/session': () => json(200, { user: sessionUser({ first_name: 'Later' }) }),
    });

    expect((await fetchSession())?.first_name).toBe('Nadia');
    expect(api.requests).toHaveLength(0);
    // Every later read asks the API.
    expect((await fetchSession())?.first_name).toBe('Later');
    expect(api.requests.map((request) => request.path)).toEqual(['/api/auth/session']);
  });

  it('asks the API when the written session does not pass the schema', async () => {
    storeTokens({ token: freshToken(), refresh_token: 'r1' });
    writeBlock(JSON.stringify({ user: { id: 'u1' } }));
    const api = fakeApi({ 'GET /api/auth/session': () => json(200, { user: sessionUser() }) });

    expect((await fetchSession())?.first_name).toBe('Ada');
    expect(api.requests).toHaveLength(1);
  });

  it('is signed out when the page has a session but the browser no longer has a token', async () => {
    writeBlock(JSON.stringify({ user: sessionUser() }));
    const api = fakeApi({});

    expect(await fetchSession()).toBeNull();
    expect(api.requests).toHaveLength(0);
    expect(document.getElementById(SESSION_DATA_ID)).toBeNull();
  });
});
