import { describe, expect, it } from 'vitest';
import { refusedMoves } from '../shared/lifecycle-moves.test-support';
import {
  REQUEST_EXPIRY_DAYS,
  REQUEST_LIFECYCLE,
  REQUEST_STATES,
  isRequestExpired,
  nextRequestState,
  requestActionsFrom,
  requestExpiresAt,
  type RequestAction,
  type RequestActor,
  type RequestState,
} from './request-states';

const ALLOWED: [RequestState, RequestAction, RequestActor, RequestState][] = [
  ['pending', 'accept', 'worker', 'accepted'],
  ['pending', 'decline', 'worker', 'declined'],
  ['pending', 'cancel', 'client', 'cancelled'],
  ['pending', 'expire', 'system', 'expired'],
];

describe('a request moves between states as its lifecycle table says', () => {
  it.each(ALLOWED)('from %s, %s by the %s leads to %s', (state, action, actor, to) => {
    expect(nextRequestState(state, action, actor)).toBe(to);
  });

  const refused = refusedMoves(REQUEST_LIFECYCLE, REQUEST_STATES, ['client', 'worker', 'system'], ALLOWED);
  it.each(refused)('from %s, %s by the %s is refused', (state, action, actor) => {
    expect(nextRequestState(state, action, actor)).toBeNull();
  });

  it.each([
    { actor: 'worker', actions: ['accept', 'decline'] },
    { actor: 'client', actions: ['cancel'] },
  ] as const)('the $actor of a pending request may: $actions', ({ actor, actions }) => {
    expect(requestActionsFrom('pending', actor)).toEqual(actions);
  });
});

describe('a request that waits 7 days expires', () => {
  const sentAt = new Date('2026-03-02T09:30:00Z');

  it('waits exactly 7 days', () => {
    expect(REQUEST_EXPIRY_DAYS).toBe(7);
    expect(requestExpiresAt(sentAt).toISOString()).toBe('2026-03-09T09:30:00.000Z');
  });

  it.each([
    { state: 'pending', now: '2026-03-09T09:29:59.999Z', expired: false },
    { state: 'pending', now: '2026-03-09T09:30:00.000Z', expired: true },
    { state: 'pending', now: '2026-04-01T00:00:00.000Z', expired: true },
    { state: 'accepted', now: '2026-04-01T00:00:00.000Z', expired: false },
    { state: 'cancelled', now: '2026-04-01T00:00:00.000Z', expired: false },
  ] as const)('a $state request at $now: expired $expired', ({ state, now, expired }) => {
    expect(isRequestExpired(state, sentAt, new Date(now))).toBe(expired);
  });
});
