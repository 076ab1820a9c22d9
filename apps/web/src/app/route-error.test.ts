import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRouteError, isBot, notFoundLoader } from './route-error';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('route errors (spec §2)', () => {
  it('an unmatched path raises "Page not found: {path}" with status 404', () => {
    const error = thrownBy(() =>
      notFoundLoader({
        request: new Request('http://localhost/no/such?x=1'),
        params: {},
        context: {},
      } as never),
    );
    // The loader throws data(); the router turns it into an error response with the same fields.
    expect(error).toMatchObject({ data: 'Page not found: /no/such', init: { status: 404 } });
  });

  it.each([
    ['a 404 response', 404, 'Page Not Found', 'Page not found: /x'],
    ['any other status', 403, 'Internal Server Error', 'No.'],
  ])('describes %s', (_case, status, statusMessage, description) => {
    // The shape the router gives a thrown data() or Response.
    const response = { status, statusText: '', internal: false, data: description };
    expect(isRouteErrorResponse(response)).toBe(true);
    expect(describeRouteError(response)).toEqual({ statusCode: status, statusMessage, description });
  });

  it('describes a thrown Error as a 500 with its message', () => {
    expect(describeRouteError(new Error('Something broke.'))).toEqual({
      statusCode: 500,
      statusMessage: 'Internal Server Error',
      description: 'Something broke.',
    });
  });

  it('keeps the status of an API error', () => {
    expect(describeRouteError({ status: 404, message: 'No data found.' })).toMatchObject({
      statusCode: 404,
      statusMessage: 'Page Not Found',
    });
  });

  it.each(['Googlebot/2.1', 'bingbot', 'Some Crawler', 'a spider', 'crawling agent'])(
    'treats %s as a bot',
    (agent) => {
      expect(isBot(agent)).toBe(true);
    },
  );

  it('treats a browser as a person', () => {
    expect(isBot('Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile Safari/537.36')).toBe(false);
  });
});
