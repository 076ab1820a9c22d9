import { z } from 'zod';
import { STAFF_ROLES, USER_TYPES } from './user-types';

// The schemas of the user types and staff roles, apart from user-types.ts so that code that only
// names them builds no schema (docs/decisions/011-first-page-performance.md).

export const UserTypeSchema = z.enum(USER_TYPES, {
  error: 'Choose whether you are looking for support or a support worker.',
});

export const StaffRoleSchema = z.enum(STAFF_ROLES);
