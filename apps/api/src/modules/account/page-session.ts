import { SessionResponseSchema, type SessionResponse } from '@alongside/contract';
import type { AppContext } from '../../lib/app-context';
import { getUser } from '../profiles/profiles.service';
import { authenticate } from './auth.service';

/**
 * What `GET /api/auth/session` answers for this access token, checked against the same schema, or
 * null when the token is not a live session's: the web page a signed-in person opens carries it, so
 * the first page does not wait for one more round trip (docs/decisions/020-session-in-the-page-and-http2.md).
 */
export async function sessionForPage(ctx: AppContext, token: string): Promise<SessionResponse | null> {
  const auth = await authenticate(ctx, token);
  if (!auth) return null;
  return SessionResponseSchema.parse({ user: await getUser(ctx, auth.user.id) });
}
