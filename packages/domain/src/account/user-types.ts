import { z } from 'zod';

/** The two kinds of user (spec §1). Staff are a separate `role`, never a user type. */
export const USER_TYPES = ['client', 'worker'] as const;
export const UserTypeSchema = z.enum(USER_TYPES, {
  error: 'Choose whether you are looking for support or a support worker.',
});
export type UserType = z.infer<typeof UserTypeSchema>;

/** Staff roles on an account (DESIGN.md "Users and roles"). */
export const STAFF_ROLES = ['admin', 'reviewer'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;
