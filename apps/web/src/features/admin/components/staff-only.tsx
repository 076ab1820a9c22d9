import type { SessionUser } from '@alongside/contract';
import { STAFF_ROLES } from '@alongside/domain';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/auth/get-session';
import { NoAccess } from './no-access';

/** Staff are accounts with the admin or reviewer role, never a user type (decision 003, 017). */
export function isStaff(user: Pick<SessionUser, 'role'> | null): boolean {
  return user?.role != null && (STAFF_ROLES as readonly string[]).includes(user.role);
}

/**
 * Staff pages show their content to staff only; everyone else gets the no-access page. The API
 * refuses them too (403): this only spares them a page of errors.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return isStaff(user) ? children : <NoAccess />;
}
