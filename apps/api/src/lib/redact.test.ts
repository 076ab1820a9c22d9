import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';

describe('redactUrl', () => {
  it.each([
    { url: '/api/auth/verify?code=123456', logged: '/api/auth/verify?code=[redacted]' },
    { url: '/api/auth/reset?token=eyJhbGciOi.abc.def', logged: '/api/auth/reset?token=[redacted]' },
    { url: '/api/auth/refresh?refresh_token=r-123', logged: '/api/auth/refresh?refresh_token=[redacted]' },
    { url: '/api/auth/code?email=ana%40example.com', logged: '/api/auth/code?email=[redacted]' },
    { url: '/api/auth/login?password=hunter2', logged: '/api/auth/login?password=[redacted]' },
  ])('replaces the value of a secret parameter: $url', ({ url, logged }) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each([
    { url: '/a?CODE=123456', logged: '/a?CODE=[redacted]' },
    { url: '/a?Email=ana%40example.com', logged: '/a?Email=[redacted]' },
    { url: '/a?Refresh_Token=r-123', logged: '/a?Refresh_Token=[redacted]' },
    { url: '/a?PassWord=hunter2', logged: '/a?PassWord=[redacted]' },
    { url: '/a?%63ode=123456', logged: '/a?%63ode=[redacted]' },
  ])('matches the secret parameter name in any case or encoding: $url', ({ url, logged }) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each([
    {
      url: '/api/auth/verify?email=ana%40example.com&code=123456&next=/jobs/42',
      logged: '/api/auth/verify?email=[redacted]&code=[redacted]&next=/jobs/42',
    },
    {
      url: '/api/jobs?page=2&q=support+worker&sort=new',
      logged: '/api/jobs?page=2&q=support+worker&sort=new',
    },
    { url: '/api/jobs?flag&token=abc', logged: '/api/jobs?flag&token=[redacted]' },
    { url: '/a?code=111&code=222', logged: '/a?code=[redacted]&code=[redacted]' },
    { url: '/a?codes=1&my_token=2', logged: '/a?codes=1&my_token=2' },
  ])('keeps the path and every other parameter as it arrived: $url', ({ url, logged }) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each(['/', '/api/health', '/api/jobs/42/applications', 'https://app.example.com/api/me'])(
    'leaves a URL without a query unchanged: %s',
    (url) => {
      expect(redactUrl(url)).toBe(url);
    },
  );
});
