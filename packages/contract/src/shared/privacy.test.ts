import { describe, expect, it } from 'vitest';
import { isSecretQueryParam, scrubEvent, scrubUrl } from './privacy';

describe('isSecretQueryParam', () => {
  it.each([
    ['code', true],
    ['Token', true],
    ['refresh_token', true],
    ['email', true],
    ['page', false],
    ['filter[services]', false],
  ])('%s: %s', (name, secret) => {
    expect(isSecretQueryParam(name)).toBe(secret);
  });
});

describe('scrubEvent', () => {
  it('removes the user, the body, cookies, credentials and sensitive query parameters', () => {
    const event = scrubEvent({
      user: { id: 'u1', email: 'robin@example.com', ip_address: '10.0.0.1' },
      request: {
        url: 'https://app.example.com/api/auth/password/reset?email=robin%40example.com&code=123456&page=2',
        data: { password: 'secret' },
        cookies: { 'auth.token': 'abc' },
        headers: { Authorization: 'Bearer abc', cookie: 'auth.token=abc', 'user-agent': 'Firefox' },
        query_string: 'email=robin%40example.com&token=abc&page=2',
      },
      breadcrumbs: [{ data: { url: '/reset-password?code=1&x=1', body: '{"password":"x"}' } }],
    });
    expect(event).toEqual({
      request: {
        url: 'https://app.example.com/api/auth/password/reset?page=2',
        headers: { 'user-agent': 'Firefox' },
        query_string: 'page=2',
      },
      breadcrumbs: [{ data: { url: '/reset-password?x=1' } }],
    });
  });

  it.each([
    [
      'a query given as pairs',
      [
        ['code', '1'],
        ['a', 'b'],
      ],
      [['a', 'b']],
    ],
    ['a query given as an object', { token: 'x', a: 'b' }, { a: 'b' }],
    ['a query with only sensitive parameters', 'email=a%40b.c', undefined],
  ])('scrubs %s', (_case, query, expected) => {
    const event = scrubEvent({ request: { query_string: query } });
    expect(event.request?.query_string).toEqual(expected);
  });

  it('drops a parameter whose name cannot be decoded, and keeps every other pair as it was written', () => {
    expect(scrubUrl('/search?%E0%A4%A=1&filter%5Bservices%5D=transport&code=9')).toBe(
      '/search?filter%5Bservices%5D=transport',
    );
  });

  it('keeps a URL without sensitive parameters as it is, fragment included', () => {
    expect(scrubUrl('/jobs?page=2#top')).toBe('/jobs?page=2#top');
    expect(scrubUrl('/verify?code=123456#top')).toBe('/verify#top');
  });
  it('drops a query that had only sensitive parameters', () => {
    expect(scrubEvent({ request: { query_string: [['token', 'x']] } }).request).toEqual({});
    expect(scrubUrl('/verify?code=1#top')).toBe('/verify#top');
  });
});
