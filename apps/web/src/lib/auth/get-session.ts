import { authPaths, type SessionResponse, type SessionUser } from '@alongside/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError } from '../api-client';
import { clearUserCaches, keepOfflineSession } from '../pwa/user-caches';
import { takePageSession } from './page-session';
import { clearAccessToken, isTokenFresh, readAccessToken, readRefreshToken } from './tokens';

export const SESSION_QUERY_KEY = ['account', 'session'] as const;

/**
 * The signed-in person, or null when nobody is signed in (spec §4). A failed fetch clears the access
 * token and the session; the refresh token stays so that a later fetch can restore the session, unless
 * the API client found it spent. With no answer at all (offline) the session is left as it was.
 * The first read of a page the server wrote the session into uses that copy instead of asking again
 * (decision 020); a copy that does not pass the schema is ignored, and the API is asked.
 */
export async function fetchSession(): Promise<SessionUser | null> {
  // Taken whatever happens next, so that no later read can find it.
  const written = takePageSession();
  if (!readAccessToken() && !readRefreshToken()) return null;
  const token = readAccessToken();
  if ((token === undefined || !isTokenFresh(token)) && readRefreshToken()) {
    await api.refreshTokens();
  }
  const current = readAccessToken();
  if (!current) return null;
  // Loaded here rather than at the top so that zod stays out of the first bundle.
  const { SessionResponseSchema } = await import('./session-contract');
  // No block (undefined) never passes the schema either.
  const fromPage = SessionResponseSchema.safeParse(written);
  if (fromPage.success) {
    void keepOfflineSession(current, fromPage.data);
    return fromPage.data.user;
  }
  let answer: SessionResponse;
  try {
    answer = await api.get<SessionResponse>(authPaths.session, { snackbar: false });
  } catch (error) {
    if (isApiError(error) && error.status === 0) throw error;
    clearAccessToken();
    return null;
  }
  const parsed = SessionResponseSchema.safeParse(answer);
  if (!parsed.success) {
    // Spec §8: a session that cannot be read clears session and token.
    clearAccessToken();
    return null;
  }
  return parsed.data.user;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    // Refetched on purpose only: after sign-in, on verification, and when the tab becomes visible.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** When the session data was last fetched (epoch ms), 0 before the first answer. */
  lastRefreshedAt: number;
  /** A fetch is under way (the first one or a refresh). */
  loading: boolean;
}

/** Spec §4: the status follows whether session data exists. */
export function useSession(): Session {
  const query = useQuery(sessionQueryOptions());
  const user = query.data ?? null;
  const status: SessionStatus = user ? 'authenticated' : query.isPending ? 'loading' : 'unauthenticated';
  return { status, user, lastRefreshedAt: query.dataUpdatedAt, loading: query.isFetching };
}

/** Forgets the signed-in person and the offline copies of their data (the tokens are the caller's business). */
export function endSessionData(client: QueryClient): void {
  client.setQueryData(SESSION_QUERY_KEY, null);
  void clearUserCaches();
}

/** Fetches the session again, refreshing the token pair first when the access token is about to expire. */
export function refreshSession(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/**
 * Spec §4: the session is refreshed when the window becomes visible again. That also notices a sign-in
 * or sign-out made in another tab in the meantime.
 */
export function useRefreshSessionWhenVisible(): void {
  const client = useQueryClient();
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void refreshSession(client);
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [client]);
}

/**
 * While `userId` is signed in, the token pair is refreshed shortly before the access token expires,
 * so a tab left open does not fail its next call (one refresh across tabs, through the API client).
 */
export function useKeepTokenFresh(userId: string | undefined): void {
  useEffect(() => (userId === undefined ? undefined : api.keepTokenFresh()), [userId]);
}
