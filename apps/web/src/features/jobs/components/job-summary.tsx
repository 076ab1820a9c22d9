import type { Job } from '@alongside/contract';
import {
  CAR_REQUIREMENTS,
  JOB_HOURLY_RATE_KINDS,
  NDIS_PRICE_LIMIT_GUIDANCE,
  PREFERRED_WORKER_GENDERS,
  QUALIFICATIONS,
  SERVICE_CATALOGUE,
  choiceLabel,
  describeSchedule,
  formatCents,
  jobCredentialLabel,
  type JobFormStep,
} from '@alongside/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../components/layout/page-loading';
import { TouchLink } from '../../../components/links/touch-link';

/** The rates offered, in plain words: "Weekday daytime: $65.00 an hour". */
export function rateLines(job: Pick<Job, 'rates'>): string[] {
  const lines: string[] = [];
  for (const kind of JOB_HOURLY_RATE_KINDS) {
    const cents = job.rates[kind];
    if (cents !== null) {
      const label = NDIS_PRICE_LIMIT_GUIDANCE.labels[kind];
      lines.push(`${label.charAt(0).toUpperCase()}${label.slice(1)}: ${formatCents(cents, 'en-AU')} an hour`);
    }
  }
  if (job.rates.travel_per_km_rate !== null) {
    lines.push(`Travel: ${formatCents(job.rates.travel_per_km_rate, 'en-AU')} a km`);
  }
  return lines;
}

/** The preferences in plain words; none said means "No preferences". */
export function preferenceLines(job: Pick<Job, 'preferences'>): string[] {
  const { worker_gender, car, languages, credentials, qualifications } = job.preferences;
  const lines: string[] = [];
  if (worker_gender !== 'no_preference')
    lines.push(`Worker: ${choiceLabel(PREFERRED_WORKER_GENDERS, worker_gender).toLowerCase()}`);
  if (car === 'needed') lines.push(choiceLabel(CAR_REQUIREMENTS, car));
  if (languages.length > 0) lines.push(`Speaks ${languages.join(' or ')}`);
  for (const credential of credentials) lines.push(jobCredentialLabel(credential));
  for (const qualification of qualifications) lines.push(choiceLabel(QUALIFICATIONS, qualification));
  return lines.length > 0 ? lines : ['No preferences'];
}

/** One headed part of a job's details; `step` is the form's step where it is changed. */
export interface DetailPart {
  step: JobFormStep;
  heading: string;
  body: ReactNode;
}

/** The details both an owner and a worker read of a job, in order; `where` and `last` differ between them. */
export function jobDetailParts(
  job: Pick<Job, 'services' | 'description' | 'positions' | 'rates' | 'preferences'> & {
    title: Job['title'];
    schedule: Job['schedule'];
  },
  where: string,
  last: Omit<DetailPart, 'step'>,
): DetailPart[] {
  return [
    {
      step: 'support',
      heading: 'Support',
      body: job.services.length
        ? job.services.map((value) => choiceLabel(SERVICE_CATALOGUE, value)).join(', ')
        : 'Not chosen yet',
    },
    {
      step: 'about',
      heading: 'About the job',
      // The title with the description: the preview checks both, as workers will read them.
      body:
        job.title || job.description ? (
          <>
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {job.title || 'No title yet'}
            </Box>
            <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
              {job.description || 'No description yet'}
            </Box>
          </>
        ) : (
          'Not written yet'
        ),
    },
    { step: 'where', heading: 'Where', body: where },
    { step: 'when', heading: 'When', body: job.schedule ? describeSchedule(job.schedule) : 'Not chosen yet' },
    { step: 'workers', heading: 'Workers needed', body: String(job.positions) },
    { step: 'rates', heading: 'Rates', body: lines(rateLines(job), 'Not set yet') },
    { step: 'preferences', heading: 'Preferences', body: lines(preferenceLines(job), '') },
    { step: 'open_for', ...last },
  ];
}

/**
 * A client's own job as a list of headed parts. With `changeLink`, each part has a "Change" link to
 * its step of the form (the preview); without, it is read-only (the job's page).
 */
export function JobSummary({ job, changeLink }: { job: Job; changeLink?: (step: JobFormStep) => string }) {
  const where = job.place
    ? `${job.place.suburb} ${job.place.state} ${job.place.postcode} (workers see the suburb only)`
    : 'Not chosen yet';
  const openFor = { heading: 'Open for', body: `${job.open_days} ${job.open_days === 1 ? 'day' : 'days'}` };
  return <DetailList parts={jobDetailParts(job, where, openFor)} changeLink={changeLink} />;
}

/** Headed parts as a description list, each with its "Change" link when `changeLink` is given. */
export function DetailList({
  parts,
  changeLink,
}: {
  parts: readonly DetailPart[];
  changeLink?: ((step: JobFormStep) => string) | undefined;
}) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {parts.map((part) => (
        <Box key={part.step} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {part.heading}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {part.body}
            {changeLink ? (
              <TouchLink to={changeLink(part.step)} sx={{ display: 'flex', width: 'fit-content' }}>
                Change
                <Box component="span" sx={visuallyHidden}>
                  {` ${part.heading.toLowerCase()}`}
                </Box>
              </TouchLink>
            ) : null}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function lines(items: string[], none: string): ReactNode {
  if (items.length === 0) return none;
  return items.map((item) => (
    <Box component="span" key={item} sx={{ display: 'block' }}>
      {item}
    </Box>
  ));
}
