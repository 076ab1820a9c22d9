import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the Stripe client sent, as the server read it. */
export type RecordedRequest = {
  method: string;
  /** The path without its query, e.g. `/v1/refunds`. */
  path: string;
  /** The form-encoded body (POST) or query (GET), keys as sent: `line_items[0][price]`. */
  params: Record<string, string>;
  idempotencyKey: string | null;
};

/** An answer made from the request it answers. */
type AnswerFor = (request: RecordedRequest) => unknown;

export type LocalStripeServer = {
  /** A client of the official library that talks to this server only. */
  stripe: Stripe;
  /** Every request, oldest first. */
  requests: RecordedRequest[];
  /**
   * Answers `METHOD /path` (e.g. `POST /v1/refunds`) with this JSON from now on; a function makes
   * the JSON from each request (the pages of a list, by their `starting_after`).
   */
  answer(route: string, body: unknown | AnswerFor, status?: number): void;
  /** Forgets the requests and the answers (between tests). */
  reset(): void;
  close(): Promise<void>;
};

/** A recorded Stripe answer from `fixtures/stripe/responses/<name>.json`. */
export function stripeResponse(name: string): unknown {
  const file = new URL(`./fixtures/stripe/responses/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A recorded Stripe event from `fixtures/stripe/events/<type>.json`, as the raw text Stripe signs. */
export function stripeEventText(type: string): string {
  return readFileSync(new URL(`./fixtures/stripe/events/${type}.json`, import.meta.url), 'utf8');
}

/**
 * A stand-in for api.stripe.com for tests: an HTTP server on a free local port that records what the
 * Stripe client sends and answers with recorded JSON, so no test reaches the network. A route it was
 * not told about gets Stripe's 404 answer.
 */
export async function startLocalStripeServer(): Promise<LocalStripeServer> {
  const requests: RecordedRequest[] = [];
  const answers = new Map<string, { status: number; body: unknown }>();

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const recorded = recordRequest(request, body);
      requests.push(recorded);
      const found = answers.get(`${recorded.method} ${recorded.path}`);
      const answer = found?.body;
      const json = typeof answer === 'function' ? (answer as AnswerFor)(recorded) : answer;
      sendJson(response, found?.status ?? 404, found ? json : notFound(recorded.path));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    stripe: new Stripe('sk_test_local_server', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    }),
    requests,
    answer(route, body, status = 200) {
      answers.set(route, { status, body });
    },
    reset() {
      requests.length = 0;
      answers.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function recordRequest(request: IncomingMessage, body: string): RecordedRequest {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const form = request.method === 'GET' ? url.searchParams : new URLSearchParams(body);
  const key = request.headers['idempotency-key'];
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    params: Object.fromEntries(form),
    idempotencyKey: typeof key === 'string' ? key : null,
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_local' });
  response.end(JSON.stringify(body));
}

function notFound(path: string) {
  return { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path}).` } };
}
