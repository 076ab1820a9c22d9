import { actionsFrom, nextState, type Lifecycle } from '../shared/lifecycle';

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
