import type { z } from 'zod';
import type { StaffRoleSchema, UserTypeSchema } from './user-types.schemas';

/** The two kinds of user (spec §1). Staff are a separate `role`, never a user type. */
export const USER_TYPES = ['client', 'worker'] as const;
export type UserType = z.infer<typeof UserTypeSchema>;

/** Staff roles on an account (DESIGN.md "Users and roles"). */
export const STAFF_ROLES = ['admin', 'reviewer'] as const;
export type StaffRole = z.infer<typeof StaffRoleSchema>;
