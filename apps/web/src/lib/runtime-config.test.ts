import { describe, expect, it } from 'vitest';
import { apiUrl, DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('falls back to the development defaults when the page carries none', () => {
    expect(parseRuntimeConfig('{}')).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig('')).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig('not json')).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(DEFAULT_RUNTIME_CONFIG).toMatchObject({
      api_base_url: '/api',
      auth_cookie: 'auth.token',
      refresh_cookie: 'auth.refresh-token',
    });
  });

  it('takes what the server wrote', () => {
    const served = {
      api_base_url: 'https://alongside.example/api',
      public_url: 'https://alongside.example',
      environment: 'production',
      recaptcha_site_key: 'site-key',
      sentry_dsn: null,
      auth_cookie: 'a',
      refresh_cookie: 'r',
    };
    expect(parseRuntimeConfig(JSON.stringify(served))).toEqual(served);
  });

  it('keeps the default of a key with the wrong type', () => {
    const config = parseRuntimeConfig(JSON.stringify({ api_base_url: 42, auth_cookie: 'a' }));
    expect(config.api_base_url).toBe('/api');
    expect(config.auth_cookie).toBe('a');
  });
});

describe('apiUrl', () => {
  it.each([
    ['/api/auth/login', '/api', '/api/auth/login'],
    ['/api/auth/login', 'https://x.example/api', 'https://x.example/api/auth/login'],
    ['/api/auth/login', 'https://x.example/api/', 'https://x.example/api/auth/login'],
    ['/api/auth/login', 'https://api.example', 'https://api.example/auth/login'],
    ['/jobs', '/api', '/api/jobs'],
    ['/apiary', '/api', '/api/apiary'],
  ])('%s with base %s is %s', (path, base, expected) => {
    expect(apiUrl(path, base)).toBe(expected);
  });
});
