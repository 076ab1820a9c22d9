import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { webhookPath, type RuntimeConfig } from '@alongside/contract';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/database';
import type { AppContext } from './lib/app-context';
import { systemClock, type Clock } from './lib/clock';
import type { Config } from './lib/config';
import { redactUrl } from './lib/redact';
import { accountSettingsRoutes } from './modules/account/account-settings.routes';
import { authRoutes } from './modules/account/auth.routes';
import { accessTokenSigner } from './modules/account/credentials';
import { sessionForPage } from './modules/account/page-session';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { notificationSettingsRoutes } from './modules/notifications/notification-settings.routes';
import { paymentsOf, type Payments } from './modules/subscription/payments';
import { REFUND_RESEND_SWEEP_INTERVAL_MS, sendWaitingRefunds } from './modules/subscription/orders.service';
import {
  runSandboxRenewals,
  SANDBOX_SWEEP_INTERVAL_MS,
} from './modules/subscription/sandbox-payments.service';
import { adminOrdersRoutes } from './modules/subscription/admin-orders.routes';
import { subscriptionRoutes } from './modules/subscription/subscription.routes';
import {
  NOTIFICATION_EMAIL_SWEEP_INTERVAL_MS,
  runNotificationEmailSweep,
  runUnreadMessagesDigestSweep,
} from './modules/notifications/notification-emails.service';
import { pushSubscriptionsRoutes } from './modules/notifications/push-subscriptions.routes';
import { PUSH_SWEEP_INTERVAL_MS, runPushSweep } from './modules/notifications/push.service';
import { reviewRoutes } from './modules/admin/document-review.routes';
import { identityChecksRoutes } from './modules/verification/identity-checks.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { pagesRoutes } from './modules/pages/pages.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { systemRoutes } from './modules/system/system.routes';
import { scheduleExpirySweep } from './modules/verification/expiry.service';
import { verificationRoutes } from './modules/verification/verification.routes';
import { CardCache } from './modules/workers/card-cache';
import { WorkerSearchIndex } from './modules/workers/search-index';
import { CARDS_KEPT } from './modules/workers/workers.repository';
import { chatSocketRoutes, SOCKET_MAX_PAYLOAD } from './modules/chat/chat-socket';
import { chatRoutes } from './modules/chat/conversations.routes';
import { conversationReportsRoutes } from './modules/chat/conversation-reports.routes';
import { applicationsRoutes } from './modules/jobs/applications.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { runJobExpirySweep } from './modules/jobs/jobs.service';
import { JOB_ALERT_SWEEP_INTERVAL_MS, runJobAlertSweep } from './modules/jobs/job-alerts.service';
import { scheduleSweep } from './lib/sweeps';
import { runRequestExpirySweep } from './modules/jobs/requests.service';
import { requestsRoutes } from './modules/jobs/requests.routes';
import { workersRoutes } from './modules/workers/workers.routes';
import { registerAccessPolicy } from './plugins/access';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebFiles, webAppPageFallback } from './plugins/web';
import { botCheckOff, recaptchaBotCheck, type BotCheck } from './providers/bot-check/bot-check';
import { memoryEventHub, type EventHub } from './providers/events/event-hub';
import { redisEventHub } from './providers/events/redis-event-hub';
import { diskFileStore } from './providers/files/file-store';
import { outboxMailer, smtpMailer } from './providers/mail/mailer';
import { localPushSender, webPushSender } from './providers/push/push-sender';
import { memoryRateLimiter, redisRateLimiter } from './providers/rate-limit/rate-limiter';

export type BuildOptions = {
  config: Config;
  clock?: Clock;
  /** Replaces the bot check built from the configuration (tests use a recorded reCAPTCHA). */
  botCheck?: BotCheck;
  /** Overrides the database chosen by the configuration (tests keep PGlite in memory). */
  database?: DatabaseOptions;
  /** Where logs go; stdout by default. */
  logStream?: DestinationStream;
  /** Key prefix for shared stores (Redis), so parallel test runs never meet. */
  sharedKeyPrefix?: string;
  /** The hourly document expiry sweep (decision 017); on unless set to false. */
  expirySweep?: boolean;
  /** Told of every unexpected (5xx) error; server.ts reports them to Sentry when SENTRY_DSN is set. */
  onUnexpectedError?: (error: unknown, request: FastifyRequest) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The payment providers (decision 041): the demo seed buys the demo worker's plan through them. */
    payments: Payments;
  }
}

export const AUTH_COOKIE = 'auth.token';
export const REFRESH_COOKIE = 'auth.refresh-token';

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    ...serverProtocol(config),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
    logger: {
      level: config.logLevel,
      // Tokens, cookies and codes never reach a log line (README "Logs").
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          remote_address: request.ip,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      options.database ??
        (config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl }
          : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') }),
    );
  } catch (error) {
    await app.close();
    throw new StartupError(
      config.databaseUrl
        ? 'Could not open the database at DATABASE_URL.'
        : 'Could not open the embedded database in DATA_DIR.',
      error,
    );
  }
  app.addHook('onClose', () => database.close());

  let redis: Redis | null = null;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
    });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      await app.close();
      throw new StartupError('Could not reach Redis at REDIS_URL.', error);
    }
    const connection = redis;
    // After start-up a lost connection is retried in the background; requests go on without it
    // (the rate limits count in memory, events are caught up from the database).
    connection.on('error', (error: Error) =>
      app.log.warn({ reason: error.message }, 'Redis is out of reach.'),
    );
    app.addHook('onClose', async () => {
      await connection.quit();
    });
  }

  const prefix = options.sharedKeyPrefix ?? 'alongside:';
  const mailer = config.smtpUrl
    ? smtpMailer({ url: config.smtpUrl, from: config.mailFrom, log: app.log })
    : outboxMailer({
        dir: path.join(config.dataDir, 'outbox'),
        from: config.mailFrom,
        log: app.log,
        now: () => clock.now(),
      });
  app.addHook('onClose', () => mailer.close());

  let events: EventHub = memoryEventHub();
  if (redis) {
    try {
      events = await redisEventHub({ publisher: redis, prefix, log: app.log });
    } catch (error) {
      await app.close();
      throw new StartupError('Could not subscribe to events on Redis at REDIS_URL.', error);
    }
  }
  app.addHook('onClose', () => events.close());

  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    mailer,
    push: !config.push
      ? null
      : config.push.provider === 'web-push'
        ? webPushSender(config.push)
        : localPushSender({ publicKey: config.push.publicKey, log: app.log }),
    // Imported only when configured: the AWS SDK takes most of a second to load.
    files: config.s3
      ? (await import('./providers/files/s3-file-store')).s3FileStore(config.s3)
      : diskFileStore(path.join(config.dataDir, 'files')),
    rateLimiter: redis ? redisRateLimiter(redis, prefix) : memoryRateLimiter(),
    botCheck:
      options.botCheck ??
      (config.recaptcha
        ? recaptchaBotCheck({
            secret: config.recaptcha.secret,
            minScore: config.recaptcha.minScore,
            hostname: new URL(config.publicUrl).hostname,
          })
        : botCheckOff),
    signer: accessTokenSigner(config.jwtSecret),
    log: app.log,
    events,
    workerSearch: { index: new WorkerSearchIndex(database.db), cards: new CardCache(CARDS_KEPT) },
  };
  app.decorate('ctx', ctx);

  const runtimeConfig: RuntimeConfig = {
    api_base_url: '/api',
    public_url: config.publicUrl,
    environment: config.env,
    recaptcha_site_key: config.recaptcha?.siteKey ?? null,
    sentry_dsn: config.sentryDsn,
    auth_cookie: AUTH_COOKIE,
    refresh_cookie: REFRESH_COOKIE,
  };

  const pageFallback = webAppPageFallback(config.webDistDir, runtimeConfig, (token) =>
    sessionForPage(ctx, token),
  );
  // Before any route: Fastify gives each plugin the error handler in force when it is registered.
  registerErrorHandling(app, {
    ...(pageFallback ? { pageFallback } : {}),
    ...(options.onUnexpectedError ? { onUnexpectedError: options.onUnexpectedError } : {}),
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  // Uploads: each route sets its own size limit; these bound any multipart body.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20, parts: 21 } });
  registerAccessPolicy(app, ctx);
  // Before the routes: it wraps each route as it is added, so an upgrade asked of any other path is
  // answered and its connection closed, never left open.
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD } });
  await registerOpenApi(app, config.publicUrl);

  await app.register(systemRoutes({ ping: database.ping, runtimeConfig }));
  await app.register(authRoutes(ctx));
  await app.register(accountSettingsRoutes(ctx));
  await app.register(pagesRoutes(ctx));
  await app.register(profilesRoutes(ctx));
  await app.register(onboardingRoutes(ctx));
  await app.register(addressesRoutes(ctx));
  await app.register(verificationRoutes(ctx));
  await app.register(notificationsRoutes(ctx));
  await app.register(notificationSettingsRoutes(ctx));
  await app.register(pushSubscriptionsRoutes(ctx));
  // The sandbox's webhook events arrive through the app's own webhook route, as a real provider's do.
  const payments = paymentsOf(ctx, async (payload, headers) => {
    const answer = await app.inject({ method: 'POST', url: webhookPath('sandbox'), headers, payload });
    if (answer.statusCode >= 300) throw new Error(`The webhook route answered ${answer.statusCode}.`);
  });
  app.decorate('payments', payments);
  await app.register(subscriptionRoutes(ctx, payments));
  await app.register(adminOrdersRoutes(ctx));
  await app.register(reviewRoutes(ctx));
  await app.register(identityChecksRoutes(ctx));
  await app.register(workersRoutes(ctx));
  await app.register(jobsRoutes(ctx));
  await app.register(applicationsRoutes(ctx));
  await app.register(requestsRoutes(ctx));
  await app.register(chatRoutes(ctx));
  await app.register(conversationReportsRoutes(ctx));
  await app.register(chatSocketRoutes(ctx, { authCookie: AUTH_COOKIE }));

  if (pageFallback) await registerWebFiles(app, config.webDistDir, pageFallback);

  const sweeps =
    options.expirySweep === false
      ? []
      : [
          scheduleExpirySweep(app, ctx, [runRequestExpirySweep, runJobExpirySweep]),
          scheduleSweep(
            app,
            ctx,
            'job alert sweep',
            () => runJobAlertSweep(ctx),
            JOB_ALERT_SWEEP_INTERVAL_MS,
          ),
          scheduleSweep(
            app,
            ctx,
            'notification e-mail sweep',
            () => runNotificationEmailSweep(ctx),
            NOTIFICATION_EMAIL_SWEEP_INTERVAL_MS,
          ),
          scheduleSweep(
            app,
            ctx,
            'unread messages digest sweep',
            () => runUnreadMessagesDigestSweep(ctx),
            NOTIFICATION_EMAIL_SWEEP_INTERVAL_MS,
          ),
          scheduleSweep(app, ctx, 'push sweep', () => runPushSweep(ctx), PUSH_SWEEP_INTERVAL_MS),
          scheduleSweep(
            app,
            ctx,
            'refund sending sweep',
            () => sendWaitingRefunds(ctx, payments),
            REFUND_RESEND_SWEEP_INTERVAL_MS,
          ),
          ...(payments.providers.has('sandbox')
            ? [
                scheduleSweep(
                  app,
                  ctx,
                  'sandbox payments',
                  async () => {
                    await runSandboxRenewals(ctx);
                    await payments.settle();
                  },
                  SANDBOX_SWEEP_INTERVAL_MS,
                ),
              ]
            : []),
        ];
  await app.ready();
  for (const start of sweeps) start();
  return app;
}

/**
 * HTTPS with HTTP/2 when the configuration has a certificate, HTTP/1.1 kept for older clients; plain
 * HTTP/1.1 otherwise (decision 020). The routes never touch the raw request or response, so the app
 * keeps one type for both: the options are spread in as a plain object.
 */
function serverProtocol(config: Config): object {
  if (!config.tls) return {};
  return { http2: true, https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key } };
}

/** A start-up failure with a one-line reason for the operator; the cause goes to the log only. */
export class StartupError extends Error {
  override name = 'StartupError';
  constructor(message: string, cause: unknown) {
    super(message, { cause });
  }
}

function contentSecurityPolicy(config: Config) {
  const recaptchaScripts = config.recaptcha
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  const sentry = config.sentryDsn ? [new URL(config.sentryDsn).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...recaptchaScripts],
    // Emotion (MUI) writes style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // The WebSocket (/api/ws) by name too: CSP3's 'self' covers ws: and wss: of the same host, but
    // browsers from before CSP3 (older Safari) match 'self' to http: and https: only.
    connectSrc: ["'self'", new URL(config.publicUrl).origin.replace(/^http/, 'ws'), ...sentry],
    // 'self': the staff review page shows a PDF document in a frame (its file link, decision 017).
    frameSrc: ["'self'", ...(config.recaptcha ? ['https://www.google.com/recaptcha/'] : [])],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}
