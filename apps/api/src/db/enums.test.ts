import {
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
  IDENTITY_CHECK_STATUSES,
  STAFF_ROLES,
  USER_TYPES,
  VERIFICATION_ACTIONS,
} from '@alongside/domain';
import { sql } from 'drizzle-orm';
import { isPgEnum, type PgEnum } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import * as schema from './schema/index';

const declared = (Object.values(schema) as unknown[]).filter(
  (value): value is PgEnum<[string, ...string[]]> => isPgEnum(value),
);

describe("the database's enums", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ expirySweep: false });
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    { name: 'user_type', values: USER_TYPES },
    { name: 'staff_role', values: STAFF_ROLES },
    { name: 'document_status', values: DOCUMENT_STATUSES },
    { name: 'document_source', values: DOCUMENT_SOURCES },
    { name: 'identity_check_status', values: IDENTITY_CHECK_STATUSES },
    { name: 'verification_action', values: VERIFICATION_ACTIONS },
  ])('$name is the domain’s list', ({ name, values }) => {
    expect(declared.find((candidate) => candidate.enumName === name)?.enumValues).toEqual(values);
  });

  it('hold, after the migrations, exactly the values the schema declares', async () => {
    expect(declared.length).toBeGreaterThan(5);
    const { rows } = (await t.app.ctx.db.execute(sql`
      select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as values
      from pg_type t join pg_enum e on e.enumtypid = t.oid
      join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = current_schema()
      group by t.typname
    `)) as unknown as { rows: { name: string; values: string[] }[] };
    const migrated = Object.fromEntries(rows.map((row) => [row.name, row.values]));
    for (const candidate of declared)
      expect(migrated[candidate.enumName], candidate.enumName).toEqual(candidate.enumValues);
  });
});
