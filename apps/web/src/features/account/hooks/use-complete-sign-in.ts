import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SESSION_QUERY_KEY, sessionQueryOptions } from '../../../lib/auth/get-session';
import { storeTokens } from '../../../lib/auth/tokens';
import { afterSignInPath } from '../../../lib/safe-redirect';

/**
 * After sign-in or sign-up (spec §4): keep the tokens, load the session, then go to the redirect
 * parameter when it is a safe path on this site, else home. A token that is not a string stops here
 * without a word (spec §8).
 */
export function useCompleteSignIn(): (answer: unknown) => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(
    async (answer: unknown) => {
      if (!storeTokens(answer)) return;
      // Nothing loaded for whoever was signed in before belongs to this person.
      client.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== SESSION_QUERY_KEY[0] || query.queryKey[1] !== SESSION_QUERY_KEY[1],
      });
      await client.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      await navigate(afterSignInPath(searchParams.get('redirect')), { replace: true });
    },
    [client, navigate, searchParams],
  );
}
