import { AUTH_MESSAGES, systemPaths } from '@alongside/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../lib/app-context';
import { forbidden, unauthenticated } from '../lib/http-errors';
import type { UserRow } from '../db/schema/index';
import { authenticate } from '../modules/account/auth.service';
import { isApiPath } from './errors';

/**
 * Who may call a route. Every `/api` route must declare one (the app refuses to start otherwise),
 * so no route is open by accident.
 */
export type Access = 'public' | 'signed-in' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: { actor: Actor; user: UserRow } | null;
  }
}

/** The signed-in caller; only for routes whose access is 'signed-in', where the hook guarantees it. */
export function requireAuth(request: FastifyRequest): { actor: Actor; user: UserRow } {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function registerAccessPolicy(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    // The OpenAPI viewer's own routes are public documentation.
    const access = route.url.startsWith(systemPaths.docs) ? 'public' : route.config?.access;
    if (access !== 'public' && access !== 'signed-in' && access !== 'staff') {
      throw new Error(`Route ${route.method} ${route.url} declares no access policy.`);
    }
    if (access === 'signed-in' || access === 'staff') {
      // onRequest runs before the body is read, so a caller without a session learns nothing more.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [authenticateRequest, ...(access === 'staff' ? [requireStaff] : []), ...existing];
    }
  });

  /** Staff routes: a signed-in person without a staff role (admin or reviewer) gets a 403. */
  async function requireStaff(request: FastifyRequest): Promise<void> {
    if (!request.auth?.user.role) throw forbidden();
  }

  async function authenticateRequest(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    if (!header) throw unauthenticated();
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
    if (!match) throw unauthenticated(AUTH_MESSAGES.sessionEnded);
    const result = await authenticate(ctx, match[1]!);
    if (!result) throw unauthenticated(AUTH_MESSAGES.sessionEnded);
    request.auth = result;
  }
}
