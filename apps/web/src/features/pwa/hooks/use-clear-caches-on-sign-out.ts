import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_QUERY_KEY } from '../../../lib/auth/get-session';
import { clearUserCaches } from '../../../lib/pwa/user-caches';
import { clearUserDatabases } from '../../../lib/pwa/user-databases';
import { forgetRecentSearches } from '../../../lib/recent-searches';

const isSessionKey = (key: readonly unknown[]) =>
  key.length === SESSION_QUERY_KEY.length && key.every((part, index) => part === SESSION_QUERY_KEY[index]);

/**
 * Sign-out drops the session from the query cache (removed, or set to nobody): the service worker's
 * copies of that person's API reads go too (issue #3 item 3), their messages still waiting to be sent
 * (decision 039), and their recent searches (issue #20). endSessionData does the same when the
 * API client finds the session over.
 */
export function useClearCachesOnSignOut(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (!isSessionKey(event.query.queryKey)) return;
        const ended =
          event.type === 'removed' ||
          (event.type === 'updated' && event.action.type === 'success' && event.query.state.data === null);
        if (!ended) return;
        void clearUserCaches();
        void clearUserDatabases();
        forgetRecentSearches();
      }),
    [client],
  );
}
