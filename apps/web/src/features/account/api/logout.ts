import { authPaths, type MessageResponse } from '@alongside/contract';
import { api } from '../../../lib/api-client';

/** Signing out must not hang on a bad connection: the tokens are dropped on this side regardless. */
const LOGOUT_TIMEOUT_MS = 8000;

/** POST /api/auth/logout with the access token, and the refresh token so the server revokes it too. */
export function logout(refreshToken: string | undefined): Promise<MessageResponse> {
  return api.post<MessageResponse>(authPaths.logout, refreshToken ? { refresh_token: refreshToken } : {}, {
    snackbar: false,
    signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
  });
}
