import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { makeStaff, signUpWithId } from '../test/account-helpers';
import { ACCESS_TABLE, HOME, type Row } from '../test/access-table';
import { buildTestApp, type TestApp } from '../test/test-app';

// Issue #20 item 7: malformed requests, built from each route's contract schemas, sent to every API
// route by a caller the route lets in. Whatever arrives: no 5xx, no stack trace or SQL in the
// answer, input the schema refuses is refused (400 or 422), and nothing is stored.
const RUNS_PER_ROUTE = 40;
const AT_LEAST = 2000;

let t: TestApp;
const tokens: Partial<Record<'client' | 'worker' | 'admin', string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const client = await signUpWithId(t.app, { user_type: 'client' });
  const worker = await signUpWithId(t.app, { user_type: 'worker' });
  const admin = await signUpWithId(t.app, { user_type: 'client' });
  await makeStaff(t.app, admin.id, 'admin');
  for (const person of [client, admin]) {
    await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      payload: HOME,
      headers: { authorization: `Bearer ${person.token}` },
    });
  }
  Object.assign(tokens, { client: client.token, worker: worker.token, admin: admin.token });
}, 30_000);
afterAll(() => t.close());

/** A caller the row lets in (or, on someone's record, one who gets as far as the not-found answer). */
function callerFor(row: Row): Record<string, string> {
  const chosen = (['client', 'worker', 'admin'] as const).find((caller) => row.answers[caller] === 'ok');
  const token = row.answers.guest === 'ok' ? undefined : tokens[chosen ?? row.owner ?? 'client'];
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Text a person, a broken client or an attacker might send. */
const junkText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Parra\u0000matta',
    '\uD800',
    "'; drop table users; --",
    '" or 1=1 --',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    '${7*7}',
    '-1',
    '0',
    '1e309',
    'NaN',
    'true',
    'null',
    '2026-02-30',
    '99999999999999999999',
    'x'.repeat(5000),
    '__proto__',
  ),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(junkText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), junkText, { maxKeys: 3 }),
);

/** The keys of an object schema, through the optional, nullable and piped wrappers around it. */
function keysOf(schema: unknown): string[] {
  let current = schema as
    { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } } | undefined;
  for (let depth = 0; current && depth < 6; depth++) {
    if (current.shape) return Object.keys(current.shape);
    const def = current._zod?.def;
    current = (def?.['innerType'] ?? def?.['in'] ?? def?.['schema']) as typeof current;
  }
  return [];
}

function refuses(schema: unknown, value: unknown): boolean {
  return !(schema as ZodType).safeParse(value).success;
}

/** A body of the route's own fields (and strangers) with junk values, or no object at all. */
function junkBody(schema: unknown): fc.Arbitrary<unknown> {
  const keys = keysOf(schema);
  const ownFields =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, junkValue])), { requiredKeys: [] })
      : fc.constant({});
  const withStranger = fc
    .tuple(ownFields, fc.string({ minLength: 1, maxLength: 12 }), junkValue)
    .map(([fields, key, value]) => ({ ...fields, [key]: value }));
  // Checked as it goes over the wire: NaN is sent as null, which a route without a body accepts.
  return fc
    .oneof({ weight: 3, arbitrary: ownFields }, withStranger, junkValue)
    .filter((value) => refuses(schema, JSON.parse(JSON.stringify(value) ?? 'null')));
}

/** A query string of the route's own parameters (and strangers) with junk values, some repeated. */
function junkQuery(schema: unknown): fc.Arbitrary<[string, string][]> {
  const keys = keysOf(schema);
  const key =
    keys.length > 0
      ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 }))
      : fc.string({ maxLength: 10 });
  return fc
    .array(fc.tuple(key, junkText), { minLength: 1, maxLength: 4 })
    .filter((pairs) => refuses(schema, asParsedQuery(pairs)));
}

/** As Fastify reads a query string: a repeated parameter becomes a list. */
function asParsedQuery(pairs: [string, string][]): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const before = parsed[key];
    parsed[key] = before === undefined ? value : [before, value].flat();
  }
  return parsed;
}

/** Lone surrogates as U+FFFD, as a browser sends them in a URL (encodeURIComponent refuses them). */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

const rawBodies = fc.constantFrom(
  { type: 'application/json', payload: '{"unclosed": ' },
  { type: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/xml', payload: '<a>1</a>' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  {
    type: 'multipart/form-data; boundary=zzz',
    payload: '--zzz\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n',
  },
  { type: 'multipart/form-data', payload: 'no boundary at all' },
);

type Attempt = { options: InjectOptions; schemaRefused: boolean };

function requestsFor(route: string, row: Row): fc.Arbitrary<Attempt> {
  const [method, path] = route.split(' ') as [InjectOptions['method'], string];
  const schema = t.app.apiRoutes.get(route)?.schema as
    { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
  const headers = callerFor(row);
  const params = path.match(/:\w+/g) ?? [];
  const withParams = (value: () => string) => path.replace(/:\w+/g, value);
  const plainUrl = withParams(() => (path.includes(':provider') ? 'sandbox' : randomUUID()));
  const choices: fc.Arbitrary<Attempt>[] = [];

  if (schema?.body) {
    choices.push(
      junkBody(schema.body).map((value) => {
        const payload = JSON.stringify(value) ?? 'null';
        return {
          options: {
            method,
            url: plainUrl,
            headers: { ...headers, 'content-type': 'application/json' },
            payload,
          },
          // A route that reads its body as text (a signed callback) takes any text: its own check answers.
          schemaRefused: refuses(schema.body, payload),
        };
      }),
    );
  }
  if (method !== 'GET' && method !== 'DELETE') {
    choices.push(
      rawBodies.map(({ type, payload }) => ({
        options: { method, url: plainUrl, headers: { ...headers, 'content-type': type }, payload },
        schemaRefused: false,
      })),
    );
  }
  choices.push(
    junkQuery(schema?.querystring ?? { safeParse: () => ({ success: false }) }).map((pairs) => ({
      options: { method, url: `${plainUrl}?${new URLSearchParams(pairs)}`, headers },
      schemaRefused: Boolean(schema?.querystring),
    })),
  );
  if (params.length > 0) {
    choices.push(
      fc
        .oneof(
          junkText.map((text) => encodeURIComponent(wellFormed(text))),
          // Sent as they are: broken percent-escapes and escaped paths.
          fc.constantFrom('%', '%zz', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%00', '%C0%AF'),
        )
        .map((param) => ({
          options: { method, url: withParams(() => param), headers },
          schemaRefused: false,
        })),
    );
  }
  return fc.oneof(...choices);
}

const LEAKS = [
  /\n\s+at .+:\d+/, // a stack frame
  /node_modules|\.ts:\d+|\/src\//,
  /\b(select|insert into|update|delete from)\b.*\b(from|values|set|where)\b/i,
  /syntax error|violates|duplicate key|relation "|column "|pglite|drizzle|postgres/i,
];

async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await t.app.ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await t.app.ctx.db.execute(
      sql.raw(`select count(*)::int as n from "${table}"`),
    )) as unknown as {
      rows: { n: number }[];
    };
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

describe('malformed requests to every API route', () => {
  it(`get a clear 4xx, never a 5xx or a leak, and store nothing (at least ${AT_LEAST} requests)`, async () => {
    const before = await rowCounts();
    let sent = 0;
    for (const [route, row] of Object.entries(ACCESS_TABLE)) {
      await fc.assert(
        fc.asyncProperty(requestsFor(route, row), async ({ options, schemaRefused }) => {
          const response = await t.app.inject(options);
          sent += 1;
          const seen = `${route} → ${options.method} ${String(options.url).slice(0, 120)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, seen).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, seen).toBeLessThan(500);
          if (schemaRefused) expect([400, 422], seen).toContain(response.statusCode);
          for (const leak of LEAKS) expect(response.body, seen).not.toMatch(leak);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(AT_LEAST);
    expect(await rowCounts()).toEqual(before);
  }, 300_000);
});
