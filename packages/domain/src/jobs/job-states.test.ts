import { describe, expect, it } from 'vitest';
import { refusedMoves } from '../shared/lifecycle-moves.test-support';
import {
  JOB_LIFECYCLE,
  JOB_STATES,
  isJobDeletable,
  isJobEditable,
  isJobRepostable,
  isJobTakingApplications,
  jobActionsFrom,
  nextJobState,
  type JobAction,
  type JobActor,
  type JobState,
} from './job-states';

/** Every move the table allows; any other (state, action, actor) is refused. */
const ALLOWED: [JobState, JobAction, JobActor, JobState][] = [
  ['draft', 'publish', 'owner', 'open'],
  ['open', 'pause', 'owner', 'paused'],
  ['paused', 'resume', 'owner', 'open'],
  ['open', 'close', 'owner', 'closed'],
  ['paused', 'close', 'owner', 'closed'],
  ['filled', 'close', 'owner', 'closed'],
  ['closed', 'reopen', 'owner', 'open'],
  ['expired', 'reopen', 'owner', 'open'],
  ['open', 'fill', 'system', 'filled'],
  ['paused', 'fill', 'system', 'filled'],
  ['open', 'expire', 'system', 'expired'],
  ['paused', 'expire', 'system', 'expired'],
];

describe('a job moves between states as its lifecycle table says', () => {
  it.each(ALLOWED)('from %s, %s by the %s leads to %s', (state, action, actor, to) => {
    expect(nextJobState(state, action, actor)).toBe(to);
  });

  const refused = refusedMoves(JOB_LIFECYCLE, JOB_STATES, ['owner', 'system'], ALLOWED);
  it.each(refused)('from %s, %s by the %s is refused', (state, action, actor) => {
    expect(nextJobState(state, action, actor)).toBeNull();
  });

  it('the client posts from a draft, then pauses, resumes, closes and reopens', () => {
    let state: JobState = 'draft';
    for (const [action, expected] of [
      ['publish', 'open'],
      ['pause', 'paused'],
      ['resume', 'open'],
      ['close', 'closed'],
      ['reopen', 'open'],
    ] as const) {
      state = nextJobState(state, action, 'owner') ?? state;
      expect(state).toBe(expected);
    }
  });
});

describe('the buttons a job shows come from the same table', () => {
  it.each([
    { state: 'draft', actor: 'owner', actions: ['publish'] },
    { state: 'open', actor: 'owner', actions: ['pause', 'close'] },
    { state: 'paused', actor: 'owner', actions: ['resume', 'close'] },
    { state: 'filled', actor: 'owner', actions: ['close'] },
    { state: 'closed', actor: 'owner', actions: ['reopen'] },
    { state: 'expired', actor: 'owner', actions: ['reopen'] },
    { state: 'open', actor: 'system', actions: ['fill', 'expire'] },
    { state: 'filled', actor: 'system', actions: [] },
  ] as const)('the $actor of a $state job may: $actions', ({ state, actor, actions }) => {
    expect(jobActionsFrom(state, actor)).toEqual(actions);
  });
});

describe('what a job in each state allows besides moving', () => {
  it.each([
    { state: 'draft', editable: true, deletable: true, repostable: false, applications: false },
    { state: 'open', editable: true, deletable: false, repostable: false, applications: true },
    { state: 'paused', editable: true, deletable: false, repostable: false, applications: false },
    { state: 'filled', editable: false, deletable: false, repostable: true, applications: false },
    { state: 'closed', editable: false, deletable: false, repostable: true, applications: false },
    { state: 'expired', editable: false, deletable: false, repostable: true, applications: false },
  ] as const)(
    'a $state job: edited $editable, deleted $deletable, posted again $repostable, takes applications $applications',
    ({ state, editable, deletable, repostable, applications }) => {
      expect(isJobEditable(state)).toBe(editable);
      expect(isJobDeletable(state)).toBe(deletable);
      expect(isJobRepostable(state)).toBe(repostable);
      expect(isJobTakingApplications(state)).toBe(applications);
    },
  );
});
