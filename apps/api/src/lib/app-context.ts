import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { AccessTokenSigner } from '../modules/account/credentials';
import type { WorkerSearchState } from '../modules/workers/workers.repository';
import type { BotCheck } from '../providers/bot-check/bot-check';
import type { EventHub } from '../providers/events/event-hub';
import type { FileStore } from '../providers/files/file-store';
import type { Mailer } from '../providers/mail/mailer';
import type { PushSender } from '../providers/push/push-sender';
import type { RateLimiter } from '../providers/rate-limit/rate-limiter';
import type { Clock } from './clock';
import type { Config } from './config';

/** What a service needs from the outside world, handed in so tests can use the real thing locally. */
export type AppContext = {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Web Push to people's devices (decision 040); null when this server sends none. */
  push: PushSender | null;
  /** Private files: avatars (and verification documents). */
  files: FileStore;
  rateLimiter: RateLimiter;
  botCheck: BotCheck;
  signer: AccessTokenSigner;
  log: FastifyBaseLogger;
  /** Tells signed-in people what just happened, through their WebSocket (decision 038). */
  events: EventHub;
  /** The findable workers and the cards searches show most, in memory (decision 028): one per app. */
  workerSearch: WorkerSearchState;
};

/** Who is calling: the person behind a valid access token and the session it belongs to. */
export type Actor = {
  userId: string;
  sessionId: string;
};

/** Facts about the request that services need for limits and checks. */
/** Where a request came from: its address and, for the actions that read it, its Cookie header. */
export type RequestMeta = { ip: string; cookies?: string };
