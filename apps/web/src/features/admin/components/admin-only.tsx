import { SUBSCRIPTION_MESSAGES, type SessionUser } from '@alongside/contract';
import type { ReactNode } from 'react';
import { RoleNotice } from '../../../components/feedback/role-notice';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { useSession } from '../../../lib/auth/get-session';
import { NoAccess } from './no-access';
import { isStaff } from './staff-only';

/** Money is for administrators only: a reviewer is staff, but refunds nothing (decision 041). */
export function isAdmin(user: Pick<SessionUser, 'role'> | null): boolean {
  return user?.role === 'admin';
}

/**
 * Administrators' pages: a reviewer is told the page is for administrators and sent back to their
 * review work; anyone else gets the no-access page. The API refuses them too (403).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (isAdmin(user)) return children;
  return isStaff(user) ? <ForAdministrators /> : <NoAccess />;
}

export const FOR_ADMINISTRATORS_TITLE = 'This page is for administrators';

/** What a reviewer sees on an administrators' page (or anyone whose admin role was just taken away). */
export function ForAdministrators() {
  useDocumentTitle(FOR_ADMINISTRATORS_TITLE);
  return (
    <RoleNotice
      title={FOR_ADMINISTRATORS_TITLE}
      link={{ to: '/admin/verification', label: 'Go to the documents to review' }}
    >
      {SUBSCRIPTION_MESSAGES.adminsOnly} If a worker needs a refund, ask an administrator.
    </RoleNotice>
  );
}
