import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, USER_TYPES } from './user-types';
import { StaffRoleSchema, UserTypeSchema } from './user-types.schemas';

describe('user types (spec §1)', () => {
  it('are a client and a worker, staff never among them', () => {
    expect(USER_TYPES).toEqual(['client', 'worker']);
  });

  it.each([
    { value: 'client', ok: true },
    { value: 'worker', ok: true },
    { value: 'admin', ok: false },
    { value: 'reviewer', ok: false },
    { value: 'Client', ok: false },
    { value: '', ok: false },
    { value: undefined, ok: false },
  ])('$value: accepted $ok', ({ value, ok }) => {
    const result = UserTypeSchema.safeParse(value);
    expect(result.success).toBe(ok);
    if (!ok) {
      expect(result.error?.issues[0]?.message).toBe(
        'Choose whether you are looking for support or a support worker.',
      );
    }
  });
});

describe('staff roles (DESIGN.md "Users and roles")', () => {
  it('are an admin and a reviewer', () => {
    expect(STAFF_ROLES).toEqual(['admin', 'reviewer']);
  });

  it.each([
    { value: 'admin', ok: true },
    { value: 'reviewer', ok: true },
    { value: 'client', ok: false },
    { value: 'worker', ok: false },
    { value: 'staff', ok: false },
    { value: null, ok: false },
  ])('$value: accepted $ok', ({ value, ok }) => {
    expect(StaffRoleSchema.safeParse(value).success).toBe(ok);
  });
});
