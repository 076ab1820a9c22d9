import { describe, expect, it } from 'vitest';
import { refusedMoves } from '../shared/lifecycle-moves.test-support';
import {
  APPLICATION_LIFECYCLE,
  APPLICATION_STATES,
  applicationActionsFrom,
  isApplicationActive,
  nextApplicationState,
  type ApplicationAction,
  type ApplicationActor,
  type ApplicationState,
} from './application-states';

/** Every move the table allows; any other (state, action, actor) is refused. */
const ALLOWED: [ApplicationState, ApplicationAction, ApplicationActor, ApplicationState][] = [
  ['applied', 'shortlist', 'client', 'shortlisted'],
  ['applied', 'offer', 'client', 'offered'],
  ['shortlisted', 'offer', 'client', 'offered'],
  ['applied', 'decline', 'client', 'declined'],
  ['shortlisted', 'decline', 'client', 'declined'],
  ['offered', 'decline', 'client', 'declined'],
  ['offered', 'accept_offer', 'worker', 'hired'],
  ['offered', 'decline_offer', 'worker', 'offer_declined'],
  ['applied', 'withdraw', 'worker', 'withdrawn'],
  ['shortlisted', 'withdraw', 'worker', 'withdrawn'],
  ['offered', 'withdraw', 'worker', 'withdrawn'],
  ['applied', 'end', 'system', 'not_selected'],
  ['shortlisted', 'end', 'system', 'not_selected'],
  ['offered', 'end', 'system', 'not_selected'],
];

describe('an application moves between states as its lifecycle table says', () => {
  it.each(ALLOWED)('from %s, %s by the %s leads to %s', (state, action, actor, to) => {
    expect(nextApplicationState(state, action, actor)).toBe(to);
  });

  const refused = refusedMoves(
    APPLICATION_LIFECYCLE,
    APPLICATION_STATES,
    ['client', 'worker', 'system'],
    ALLOWED,
  );
  it.each(refused)('from %s, %s by the %s is refused', (state, action, actor) => {
    expect(nextApplicationState(state, action, actor)).toBeNull();
  });

  it('a hired worker can no longer withdraw, and nobody moves a hire', () => {
    for (const actor of ['client', 'worker', 'system'] as const) {
      expect(applicationActionsFrom('hired', actor)).toEqual([]);
    }
  });
});

describe('the buttons an application shows come from the same table', () => {
  it.each([
    { state: 'applied', actor: 'client', actions: ['shortlist', 'offer', 'decline'] },
    { state: 'shortlisted', actor: 'client', actions: ['offer', 'decline'] },
    { state: 'offered', actor: 'client', actions: ['decline'] },
    { state: 'applied', actor: 'worker', actions: ['withdraw'] },
    { state: 'offered', actor: 'worker', actions: ['accept_offer', 'decline_offer', 'withdraw'] },
    { state: 'declined', actor: 'worker', actions: [] },
    { state: 'withdrawn', actor: 'client', actions: [] },
  ] as const)('the $actor of a $state application may: $actions', ({ state, actor, actions }) => {
    expect(applicationActionsFrom(state, actor)).toEqual(actions);
  });
});

describe('an application still in the running', () => {
  it.each([
    ['applied', true],
    ['shortlisted', true],
    ['offered', true],
    ['hired', false],
    ['declined', false],
    ['offer_declined', false],
    ['withdrawn', false],
    ['not_selected', false],
  ] as const)('%s: %s', (state, active) => {
    expect(isApplicationActive(state)).toBe(active);
  });
});
