import { AUTH_MESSAGES, systemPaths } from '@alongside/contract';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Actor, AppContext } from '../lib/app-context';
import { forbidden, unauthenticated } from '../lib/http-errors';
import type { UserRow } from '../db/schema/index';
import type { OpenSession, SessionRead } from '../db/session-read';
import { authenticate } from '../modules/account/auth.service';
import { isApiPath } from './errors';

/**
 * Who may call a route. Every `/api` route must declare one (the app refuses to start otherwise),
 * so no route is open by accident.
 */
export type Access = 'public' | 'signed-in' | 'staff';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every `/api` route by `METHOD /path`, with its policy and its schema as declared: the access
     * table and fuzz tests read it.
     */
    apiRoutes: ReadonlyMap<string, { access: Access; schema: FastifySchema | undefined }>;
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * What a signed-in route reads with the session check, in the same statement: more of the
     * caller's own rows, which the handler takes with `readWithSession` (decision 023).
     */
    sessionRead?: SessionRead<unknown>;
  }
  interface FastifyRequest {
    /** The caller, and what the route's `sessionRead` (if any: `read`) found with their session. */
    auth: { actor: Actor; user: UserRow; read: SessionRead | undefined; found: OpenSession } | null;
  }
}

/** The signed-in caller; only for routes whose access is 'signed-in', where the hook guarantees it. */
export function requireAuth(request: FastifyRequest): { actor: Actor; user: UserRow } {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** What the route's `sessionRead`, `read`, found with the caller's session. */
export function readWithSession<More>(request: FastifyRequest, read: SessionRead<More>): OpenSession<More> {
  if (!request.auth) throw unauthenticated();
  // A route that declared another read (or none) would find nothing of `read`'s here: a bug, a 500.
  if ((request.auth.read as unknown) !== read) {
    throw new Error(`Route ${request.routeOptions.url} does not read ${read.name} with its session.`);
  }
  return request.auth.found as OpenSession<More>;
}

export function registerAccessPolicy(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  const apiRoutes = new Map<string, { access: Access; schema: FastifySchema | undefined }>();
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    // The OpenAPI viewer's own routes are public documentation.
    const access = route.url.startsWith(systemPaths.docs) ? 'public' : route.config?.access;
    if (access !== 'public' && access !== 'signed-in' && access !== 'staff') {
      throw new Error(`Route ${route.method} ${route.url} declares no access policy.`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.set(`${method} ${route.url}`, { access, schema: route.schema });
    }
    if (access === 'signed-in' || access === 'staff') {
      // onRequest runs before the body is read, so a caller without a session learns nothing more.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      const read = route.config?.sessionRead;
      route.onRequest = [
        (request: FastifyRequest) => authenticateRequest(request, read),
        ...(access === 'staff' ? [requireStaff] : []),
        ...existing,
      ];
    } else if (route.config?.sessionRead) {
      throw new Error(`Route ${route.method} ${route.url} reads with a session it does not check.`);
    }
  });

  /** Staff routes: a signed-in person without a staff role (admin or reviewer) gets a 403. */
  async function requireStaff(request: FastifyRequest): Promise<void> {
    if (!request.auth?.user.role) throw forbidden();
  }

  async function authenticateRequest(request: FastifyRequest, read: SessionRead | undefined): Promise<void> {
    const header = request.headers.authorization;
    if (!header) throw unauthenticated();
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
    if (!match) throw unauthenticated(AUTH_MESSAGES.sessionEnded);
    const result = await authenticate(ctx, match[1]!, read);
    if (!result) throw unauthenticated(AUTH_MESSAGES.sessionEnded);
    request.auth = { ...result, read };
  }
}
