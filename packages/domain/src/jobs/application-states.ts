import { actionsFrom, nextState, type Lifecycle } from '../shared/lifecycle';
import type { JobState } from './job-states';

/**
 * A worker's application to a job (issue #21, docs/decisions/033-jobs-applications-and-requests.md):
 * the client shortlists, declines or sends an offer; the worker accepts or declines the offer, or
 * withdraws until hired. When the job is filled, closed or expires, the applications still waiting
 * are not selected.
 */
export const APPLICATION_STATES = [
  'applied',
  'shortlisted',
  'offered',
  'hired',
  'declined',
  'offer_declined',
  'withdrawn',
  'not_selected',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** `client`: the job's owner; `worker`: the applicant; `system`: the app, when the job ends. */
export type ApplicationActor = 'client' | 'worker' | 'system';

export const APPLICATION_LIFECYCLE = {
  shortlist: { from: ['applied'], to: 'shortlisted', by: 'client' },
  offer: { from: ['applied', 'shortlisted'], to: 'offered', by: 'client' },
  decline: { from: ['applied', 'shortlisted', 'offered'], to: 'declined', by: 'client' },
  accept_offer: { from: ['offered'], to: 'hired', by: 'worker' },
  decline_offer: { from: ['offered'], to: 'offer_declined', by: 'worker' },
  withdraw: { from: ['applied', 'shortlisted', 'offered'], to: 'withdrawn', by: 'worker' },
  end: { from: ['applied', 'shortlisted', 'offered'], to: 'not_selected', by: 'system' },
} as const satisfies Lifecycle<string, ApplicationState, ApplicationActor>;

export type ApplicationAction = keyof typeof APPLICATION_LIFECYCLE;

/** The state an application moves to, or null when `actor` may not take `action` from `state`. */
export function nextApplicationState(
  state: ApplicationState,
  action: ApplicationAction,
  actor: ApplicationActor,
): ApplicationState | null {
  return nextState<ApplicationAction, ApplicationState, ApplicationActor>(
    APPLICATION_LIFECYCLE,
    state,
    action,
    actor,
  );
}

/** The actions `actor` may take on an application in `state`, in the order its buttons are shown. */
export function applicationActionsFrom(
  state: ApplicationState,
  actor: ApplicationActor,
): ApplicationAction[] {
  return actionsFrom<ApplicationAction, ApplicationState, ApplicationActor>(
    APPLICATION_LIFECYCLE,
    state,
    actor,
  );
}

/** Still in the running: counts against "one application per worker per job" and is ended with the job. */
export function isApplicationActive(state: ApplicationState): boolean {
  return state === 'applied' || state === 'shortlisted' || state === 'offered';
}

/**
 * Which of a worker's applications to one job speaks for them on the job's page: the hire, else the
 * one still in the running, else the latest. `newestFirst` are their applications to that job.
 */
export function currentApplication<T extends { state: ApplicationState }>(
  newestFirst: readonly T[],
): T | null {
  return (
    newestFirst.find((application) => application.state === 'hired') ??
    newestFirst.find((application) => isApplicationActive(application.state)) ??
    newestFirst[0] ??
    null
  );
}

/**
 * Whether a worker may open a job's page (issue #21, decision 033). An open job, any worker (a
 * shared link). A paused, filled, closed or expired job, only a worker who applied to it, whatever
 * became of the application (`application` is `currentApplication`'s state): as with a person's
 * details, each may look back at what they dealt over. A draft, never. `jobState` is the state as
 * read now (`jobStateAt`).
 */
export function canWorkerSeeJob(jobState: JobState, application: ApplicationState | null): boolean {
  if (jobState === 'open') return true;
  return jobState !== 'draft' && application !== null;
}

/** Only a worker hired for a job sees its street address; anyone else, its suburb (issue #21). */
export function canWorkerSeeJobStreet(application: ApplicationState | null): boolean {
  return application === 'hired';
}
