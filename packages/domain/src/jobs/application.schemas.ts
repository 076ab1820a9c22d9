import { z } from 'zod';
import {
  profileChecklist,
  type ProfileChecklistInput,
  type ProfileChecklistItem,
} from '../profiles/profile-checklist';
import { SERVICE_CATALOGUE, choiceLabel } from '../profiles/profile-values';
import { HourlyRateCentsSchema } from '../profiles/profile.schemas';
import { WEEKDAYS, WEEKDAY_LABELS } from '../profiles/weekdays';
import { listInWords } from '../shared/text';
import { multiLineText } from '../shared/text.schemas';
import { formatDistance } from '../workers/distance';
import { shiftsOf } from './job.schemas';
import {
  fitsAvailability,
  jobMatchScore,
  partOfDay,
  unmetJobConditions,
  type JobMatchCondition,
  type JobMatchFacts,
  type WorkerJobFacts,
} from './job-matching';

// A worker's application to a job (issue #21, docs/decisions/033-jobs-applications-and-requests.md).

export const APPLICATION_MESSAGE_MAX_LENGTH = 1000;
export const DECLINE_REASON_MAX_LENGTH = 500;

const MESSAGE_LABEL = 'a short message to the client';

/** What the worker says about themselves and the job: required, up to 1 000 characters. */
export const ApplicationMessageSchema = multiLineText(MESSAGE_LABEL, APPLICATION_MESSAGE_MAX_LENGTH).pipe(
  z.string().min(1, { message: `Write ${MESSAGE_LABEL}.` }),
);

/** A rate the worker proposes instead of the job's, in cents an hour, within the profiles' limits. */
export const ProposedRateSchema = HourlyRateCentsSchema;

/** Why the client declines, for their own records: never shown to the worker word for word. */
export const DeclineReasonSchema = multiLineText('the reason', DECLINE_REASON_MAX_LENGTH);

/**
 * What a worker's profile still needs before they may apply: every item of their checklist (a
 * complete profile and every required check approved and current), in the profile page's order.
 * Empty when they may apply.
 */
export function applyRequirementsMissing(worker: ProfileChecklistInput): ProfileChecklistItem[] {
  return profileChecklist(worker)
    .filter((entry) => !entry.done)
    .map((entry) => entry.item);
}

/** What the client reads when an applicant does not meet one of the job's wishes. */
export const APPLICANT_GAP_TEXTS: Readonly<Partial<Record<JobMatchCondition, string>>> = {
  within_worker_range: 'Lives further away than they usually travel',
  services: 'Does not list the support you asked for',
  worker_gender: 'Is not the gender you asked for',
  car: 'Has no car',
  languages: 'Does not speak the languages you asked for',
  qualifications: 'Does not list every skill you asked for',
  credentials: 'Has not had every check you asked for approved',
  availability: 'Is not available at all of these times',
};

export interface ApplicantFit {
  /** The board's best-match score of the job for this worker. */
  score: number;
  /** How the applicant matches, in the client's words ("3.2 km away", "Offers Personal care"). */
  reasons: string[];
  /** The job's wishes the applicant does not meet, in the client's words (only their number orders). */
  gaps: string[];
}

/**
 * How an applicant at `distanceKm` fits a job, as its client reads it. A worker may apply to an
 * open job they do not fully match (a shared link, a near miss): the client sees what is missing.
 */
export function applicantFit(job: JobMatchFacts, worker: WorkerJobFacts, distanceKm: number): ApplicantFit {
  const reasons = [`${formatDistance(distanceKm)} away`];
  const shared = job.services.filter((service) => worker.service_offerings.includes(service));
  if (shared.length > 0) {
    reasons.push(`Offers ${listInWords(shared.map((service) => choiceLabel(SERVICE_CATALOGUE, service)))}`);
  }
  if (fitsAvailability(job.schedule, worker.availability_schedule)) {
    const shifts = shiftsOf(job.schedule);
    const days = WEEKDAYS.filter((day) => shifts.some((shift) => shift.day === day));
    const parts = new Set(shifts.map((shift) => partOfDay(shift.start)));
    const part = parts.size === 1 ? [...parts][0]! : null;
    const plural = job.schedule.kind === 'weekly' ? 's' : '';
    reasons.push(
      `Available ${listInWords(days.map((day) => WEEKDAY_LABELS[day]))}${part ? ` ${part}${plural}` : ''}`,
    );
  }
  const languages = job.preferences.languages.filter((language) => worker.languages.includes(language));
  if (languages.length > 0) reasons.push(`Speaks ${listInWords(languages)}`);
  const gaps = unmetJobConditions(job, worker, distanceKm).flatMap((condition) => {
    const text = APPLICANT_GAP_TEXTS[condition];
    return text ? [text] : [];
  });
  return { score: jobMatchScore(job, worker, distanceKm), reasons, gaps };
}

/**
 * Best match first among a job's applicants: fewest gaps, then the highest score, then the nearest,
 * then the one who applied first.
 */
export function compareApplicants(
  a: { fit: Pick<ApplicantFit, 'score' | 'gaps'>; distance_km: number; applied_at: Date },
  b: { fit: Pick<ApplicantFit, 'score' | 'gaps'>; distance_km: number; applied_at: Date },
): number {
  return (
    a.fit.gaps.length - b.fit.gaps.length ||
    b.fit.score - a.fit.score ||
    a.distance_km - b.distance_km ||
    a.applied_at.getTime() - b.applied_at.getTime()
  );
}
