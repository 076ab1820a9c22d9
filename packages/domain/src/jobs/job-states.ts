import { actionsFrom, nextState, type Lifecycle } from '../shared/lifecycle';

/**
 * A job's states (issue #21, docs/decisions/033-jobs-applications-and-requests.md). Workers find and
 * apply to open jobs only.
 */
export const JOB_STATES = ['draft', 'open', 'paused', 'filled', 'closed', 'expired'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** `owner`: the client who posted the job; `system`: the app itself (the last hire, the closing date). */
export type JobActor = 'owner' | 'system';

/** Who may move a job from which state to which. Editing keeps the state and is not listed here. */
export const JOB_LIFECYCLE = {
  publish: { from: ['draft'], to: 'open', by: 'owner' },
  pause: { from: ['open'], to: 'paused', by: 'owner' },
  resume: { from: ['paused'], to: 'open', by: 'owner' },
  close: { from: ['open', 'paused', 'filled'], to: 'closed', by: 'owner' },
  reopen: { from: ['closed', 'expired'], to: 'open', by: 'owner' },
  fill: { from: ['open', 'paused'], to: 'filled', by: 'system' },
  expire: { from: ['open', 'paused'], to: 'expired', by: 'system' },
} as const satisfies Lifecycle<string, JobState, JobActor>;

export type JobAction = keyof typeof JOB_LIFECYCLE;

/** The state a job moves to, or null when `actor` may not take `action` from `state`. */
export function nextJobState(state: JobState, action: JobAction, actor: JobActor): JobState | null {
  return nextState<JobAction, JobState, JobActor>(JOB_LIFECYCLE, state, action, actor);
}

/** The actions `actor` may take on a job in `state`, in the order its buttons are shown. */
export function jobActionsFrom(state: JobState, actor: JobActor): JobAction[] {
  return actionsFrom<JobAction, JobState, JobActor>(JOB_LIFECYCLE, state, actor);
}

/** Its owner may change a job's details until it is filled, closed or expired. */
export function isJobEditable(state: JobState): boolean {
  return state === 'draft' || state === 'open' || state === 'paused';
}

/** Only a draft is deleted; a published job stays, for the people who applied to it. */
export function isJobDeletable(state: JobState): boolean {
  return state === 'draft';
}

/** A job that is over can be posted again: a new draft with its details, the old job untouched. */
export function isJobRepostable(state: JobState): boolean {
  return state === 'filled' || state === 'closed' || state === 'expired';
}

/** Workers see, and may apply to, open jobs only. */
export function isJobTakingApplications(state: JobState): boolean {
  return state === 'open';
}
