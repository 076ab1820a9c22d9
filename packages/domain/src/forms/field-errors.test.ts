import { describe, expect, it } from 'vitest';
import { fieldErrorText, mergeFieldErrors } from './field-errors';

describe('fieldErrorText', () => {
  it.each<{
    rule: string;
    client: string[] | undefined;
    server: string[] | undefined;
    shown: string | undefined;
  }>([
    {
      rule: 'the first client message is shown',
      client: ['Enter your e-mail address.', 'Too long.'],
      server: undefined,
      shown: 'Enter your e-mail address.',
    },
    {
      rule: "the server's first message wins over the client's",
      client: ['Too long.'],
      server: ['This e-mail address is taken.', 'Other.'],
      shown: 'This e-mail address is taken.',
    },
    {
      rule: 'the server message shows when the client has none',
      client: undefined,
      server: ['This e-mail address is taken.'],
      shown: 'This e-mail address is taken.',
    },
    {
      rule: 'an empty server list is no server error: the client message shows',
      client: ['Too long.'],
      server: [],
      shown: 'Too long.',
    },
    {
      rule: 'an empty client list and no server error: nothing shows',
      client: [],
      server: undefined,
      shown: undefined,
    },
    { rule: 'no messages at all: nothing shows', client: undefined, server: undefined, shown: undefined },
  ])('$rule', ({ client, server, shown }) => {
    expect(fieldErrorText(client, server)).toBe(shown);
  });
});

describe('mergeFieldErrors', () => {
  it('shows one message per field, the server winning where it has one', () => {
    expect(
      mergeFieldErrors(
        {
          email: ['Enter a valid e-mail address.'],
          first_name: ['Enter your first name.', 'Too long.'],
          phone: [],
        },
        { email: ['This e-mail address is taken.'], abn: ['This ABN is not active.'], last_name: [] },
      ),
    ).toEqual({
      email: 'This e-mail address is taken.',
      first_name: 'Enter your first name.',
      abn: 'This ABN is not active.',
    });
  });

  it.each([
    { rule: 'no maps at all give no messages', client: undefined, server: undefined, merged: {} },
    { rule: 'client messages alone', client: { a: ['A1', 'A2'] }, server: undefined, merged: { a: 'A1' } },
    { rule: 'server messages alone', client: undefined, server: { a: ['S1'] }, merged: { a: 'S1' } },
  ])('$rule', ({ client, server, merged }) => {
    expect(mergeFieldErrors(client, server)).toEqual(merged);
  });

  it('reads only the fields the maps hold, even ones named like object built-ins', () => {
    const server = JSON.parse('{"__proto__": ["S1"]}') as Record<string, string[]>;
    const merged = mergeFieldErrors({ constructor: ['C1'] }, server);
    expect(Object.entries(merged)).toEqual([
      ['constructor', 'C1'],
      ['__proto__', 'S1'],
    ]);
    expect(mergeFieldErrors({ toString: [] }, {})).toEqual({});
  });
});
