import type { ApplicationMove, OwnerJobAction } from '@alongside/contract';
import type { ApplicationState, JobFormStep, JobState } from '@alongside/domain';

/** A job's state in the words a client reads on a chip. */
export const JOB_STATE_LABELS: Readonly<Record<JobState, string>> = {
  draft: 'Draft',
  open: 'Open',
  paused: 'Paused',
  filled: 'Filled',
  closed: 'Closed',
  expired: 'Expired',
};

/**
 * What a job that no longer takes applications means for a worker who applied to it, in one
 * sentence (the only workers who see such a job, `canWorkerSeeJob`).
 */
export const WORKER_JOB_STATE_SENTENCES: Readonly<Record<Exclude<JobState, 'open'>, string>> = {
  draft: 'This job is not published.',
  paused: 'This job is paused: the client is not taking applications for now.',
  filled: 'This job is filled: every place is taken.',
  closed: 'This job is closed: the client no longer takes applications.',
  expired: 'This job has expired: it reached its closing date.',
};

/** The tab of each state on "My jobs", in the order shown. */
export const MY_JOBS_TABS: readonly { state: JobState; label: string }[] = [
  { state: 'open', label: 'Open' },
  { state: 'draft', label: 'Drafts' },
  { state: 'paused', label: 'Paused' },
  { state: 'filled', label: 'Filled' },
  { state: 'closed', label: 'Closed' },
  { state: 'expired', label: 'Expired' },
];

/** The button of each move the owner may make. */
export const JOB_ACTION_LABELS: Readonly<Record<OwnerJobAction, string>> = {
  publish: 'Publish',
  pause: 'Pause',
  resume: 'Resume',
  close: 'Close the job',
  reopen: 'Reopen',
};

/** What each step of the form asks, as its heading. */
export const JOB_STEP_TITLES: Readonly<Record<JobFormStep, string>> = {
  support: 'What support do you need?',
  about: 'Describe the job',
  where: 'Where is the support?',
  when: 'When is the support?',
  workers: 'How many workers?',
  rates: 'What will you pay?',
  preferences: 'Who would suit you?',
  open_for: 'How long should it stay open?',
  preview: 'Check your job',
};

/** The step where a missing detail is filled in (`missing` names fields; rates are `rates.<kind>`). */
export function stepOfField(field: string): JobFormStep {
  if (field === 'services') return 'support';
  if (field === 'title' || field === 'description') return 'about';
  if (field === 'address_id') return 'where';
  if (field === 'schedule') return 'when';
  return 'rates';
}

export function jobTitle(job: { title: string | null }): string {
  return job.title ?? 'Untitled job';
}

/** An application's state as its worker reads it on a chip. */
export const MY_APPLICATION_STATE_LABELS: Readonly<Record<ApplicationState, string>> = {
  applied: 'Sent',
  shortlisted: 'Shortlisted',
  offered: 'Offer to answer',
  hired: 'Hired',
  declined: 'Not chosen',
  offer_declined: 'Offer declined',
  withdrawn: 'Withdrawn',
  not_selected: 'Not chosen',
};

/** An applicant's state as the job's client reads it on a chip. */
export const APPLICANT_STATE_LABELS: Readonly<Record<ApplicationState, string>> = {
  applied: 'New',
  shortlisted: 'Shortlisted',
  offered: 'Offer sent',
  hired: 'Hired',
  declined: 'Declined',
  offer_declined: 'Declined your offer',
  withdrawn: 'Withdrawn',
  // The worker's word for it too (MY_APPLICATION_STATE_LABELS): one state, one name.
  not_selected: 'Not chosen',
};

/** The button of each move, for the person who makes it (decline is the client's "no" or the worker's). */
export const APPLICATION_MOVE_LABELS: Readonly<Record<'client' | 'worker', Record<ApplicationMove, string>>> =
  {
    client: {
      shortlist: 'Shortlist',
      offer: 'Send an offer',
      decline: 'Decline',
      accept: 'Accept',
      withdraw: 'Withdraw',
    },
    worker: {
      shortlist: 'Shortlist',
      offer: 'Offer',
      decline: 'Decline the offer',
      accept: 'Accept the offer',
      withdraw: 'Withdraw',
    },
  };
