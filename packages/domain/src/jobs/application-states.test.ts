import { describe, expect, it } from 'vitest';
import { refusedMoves } from '../shared/lifecycle-moves.test-support';
import {
  APPLICATION_LIFECYCLE,
  APPLICATION_STATES,
  applicationActionsFrom,
  canWorkerSeeJob,
  canWorkerSeeJobStreet,
  currentApplication,
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

describe('which application speaks for a worker on a job’s page', () => {
  const of = (...states: ApplicationState[]) => states.map((state, order) => ({ state, order }));
  it.each([
    [[], null],
    [['withdrawn'], 'withdrawn'],
    [['withdrawn', 'declined'], 'withdrawn'],
    [['withdrawn', 'applied'], 'applied'],
    [['applied', 'withdrawn'], 'applied'],
    [['not_selected', 'hired'], 'hired'],
    [['offered', 'hired'], 'hired'],
  ] as [ApplicationState[], ApplicationState | null][])('newest first %j: %s', (states, expected) => {
    expect(currentApplication(of(...states))?.state ?? null).toBe(expected);
  });
});

describe('who sees a job’s page and its street', () => {
  it('any worker sees an open job; only a worker who applied sees one that is not open; nobody a draft', () => {
    expect(canWorkerSeeJob('open', null)).toBe(true);
    for (const jobState of ['paused', 'filled', 'closed', 'expired'] as const) {
      expect(canWorkerSeeJob(jobState, null)).toBe(false);
      for (const application of APPLICATION_STATES) {
        expect(canWorkerSeeJob(jobState, application)).toBe(true);
      }
    }
    for (const application of [null, ...APPLICATION_STATES]) {
      expect(canWorkerSeeJob('draft', application)).toBe(false);
    }
  });

  it.each([null, ...APPLICATION_STATES])(
    'a worker whose application is %s sees the street: only when hired',
    (state) => {
      expect(canWorkerSeeJobStreet(state)).toBe(state === 'hired');
    },
  );
});
