import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearTokens, readAccessToken, readRefreshToken } from '../../../lib/auth/tokens';
import { logout } from '../api/logout';

/**
 * Spec §4: tell the server (so it revokes the refresh token), then drop the tokens and everything
 * cached. A failed call does not keep anyone signed in on this device.
 */
export async function signOut(client: QueryClient): Promise<void> {
  const refreshToken = readRefreshToken();
  if (readAccessToken() || refreshToken) {
    try {
      await logout(refreshToken);
    } catch {
      // The tokens go below either way; the server lets an unrevoked pair expire.
    }
  }
  clearTokens();
  client.clear();
}

export function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => signOut(client), [client]);
}
