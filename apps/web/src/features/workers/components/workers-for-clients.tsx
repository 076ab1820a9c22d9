import { RoleNotice } from '../../../components/feedback/role-notice';

export const WORKERS_ONLY_TITLE = 'Searching for workers is for people looking for support';

/** What a worker sees at /search: the search is for clients (decision 018), with a way on. */
export function SearchIsForClients() {
  return (
    <RoleNotice title={WORKERS_ONLY_TITLE} link={{ to: '/profile', label: 'Go to your profile' }}>
      People looking for support use this page to find workers near them. They can find your profile when it
      is visible and your checks are done.
    </RoleNotice>
  );
}
