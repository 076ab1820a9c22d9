import { actionsFrom, nextState, type Lifecycle } from '../shared/lifecycle';

/**
 * A client's request to one worker (issue #21, docs/decisions/033-jobs-applications-and-requests.md):
 * either for support (services, when, the suburb and a message) or an invitation to apply to one of
 * the client's open jobs. The worker answers; the client may cancel while it waits; unanswered, it
 * expires after `REQUEST_EXPIRY_DAYS`.
 */
export const REQUEST_STATES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const REQUEST_KINDS = ['support', 'invitation'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** `client`: who sent it; `worker`: who received it; `system`: the app, when it runs out. */
export type RequestActor = 'client' | 'worker' | 'system';

/** Issue #21: "a request that waits 7 days expires". */
export const REQUEST_EXPIRY_DAYS = 7;

export const REQUEST_LIFECYCLE = {
  accept: { from: ['pending'], to: 'accepted', by: 'worker' },
  decline: { from: ['pending'], to: 'declined', by: 'worker' },
  cancel: { from: ['pending'], to: 'cancelled', by: 'client' },
  expire: { from: ['pending'], to: 'expired', by: 'system' },
} as const satisfies Lifecycle<string, RequestState, RequestActor>;

export type RequestAction = keyof typeof REQUEST_LIFECYCLE;

/** The state a request moves to, or null when `actor` may not take `action` from `state`. */
export function nextRequestState(
  state: RequestState,
  action: RequestAction,
  actor: RequestActor,
): RequestState | null {
  return nextState<RequestAction, RequestState, RequestActor>(REQUEST_LIFECYCLE, state, action, actor);
}

/** The actions `actor` may take on a request in `state`, in the order its buttons are shown. */
export function requestActionsFrom(state: RequestState, actor: RequestActor): RequestAction[] {
  return actionsFrom<RequestAction, RequestState, RequestActor>(REQUEST_LIFECYCLE, state, actor);
}

const DAY_MS = 86_400_000;

/** When a request sent at `sentAt` runs out: exactly `REQUEST_EXPIRY_DAYS` × 24 hours later. */
export function requestExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + REQUEST_EXPIRY_DAYS * DAY_MS);
}

/** A pending request is out of time at and after its expiry instant; an answered one never is. */
export function isRequestExpired(state: RequestState, sentAt: Date, now: Date): boolean {
  return state === 'pending' && now.getTime() >= requestExpiresAt(sentAt).getTime();
}
