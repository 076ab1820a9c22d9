import type { WorkerProfile } from '@alongside/contract';
import { formatCents } from '@alongside/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import {
  availabilityWords,
  CLIENT_GENDER_WORDS,
  placeAndDistance,
  qualificationLabel,
  RATE_WORDS,
  serviceLabel,
  WORKER_GENDER_WORDS,
} from '../worker-words';
import { ProfileActions } from './profile-actions';
import { PersonAvatar } from '../../../components/people/person-avatar';
import { WorkerBadges } from './worker-badges';
import { personName } from '../../../components/people/person-name';

const years = (start: number, end: number | null) =>
  end === null ? `${start} to now` : `${start} to ${end}`;

/** A worker's profile as a client sees it: what the worker chose to show, their checks, never documents. */
export function WorkerProfileView({
  worker,
  actions = true,
  message,
}: {
  worker: WorkerProfile;
  actions?: boolean;
  /** The "Message" button, from the chat area. */
  message?: ReactNode;
}) {
  const name = personName(worker);
  const place = placeAndDistance(worker);
  const rates = RATE_WORDS.flatMap(([key, label, unit]) => {
    const cents = worker.indicative_rates[key];
    return cents === null ? [] : [`${label}: ${formatCents(cents, 'en-AU')} ${unit}`];
  });
  const about = [
    worker.gender ? WORKER_GENDER_WORDS[worker.gender] : null,
    worker.car_ownership === 'has_car'
      ? 'Has a car for work'
      : worker.car_ownership === 'no_car'
        ? 'No car for work'
        : null,
    worker.client_genders.length > 0
      ? `Supports ${worker.client_genders.map((gender) => CLIENT_GENDER_WORDS[gender] ?? gender).join(', ')}`
      : null,
    worker.range_of_work_in_km !== null ? `Works up to ${worker.range_of_work_in_km} km from home` : null,
  ].filter((line): line is string => Boolean(line));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <PersonAvatar person={worker} size={96} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {place ? <Typography color="text.secondary">{place}</Typography> : null}
        </Box>
      </Box>
      <WorkerBadges worker={worker} />
      {actions ? <ProfileActions workerId={worker.id} message={message} /> : null}
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Section title="About">
          {worker.description ? (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {worker.description}
            </Typography>
          ) : (
            <Typography color="text.secondary">
              {worker.first_name} has not written about themselves yet.
            </Typography>
          )}
          {about.length > 0 ? <Lines lines={about} /> : null}
        </Section>
        <Section title="Services">
          <Lines lines={worker.services.map(serviceLabel)} empty="No services listed yet." />
        </Section>
        <Section title="Availability">
          <Lines lines={availabilityWords(worker.availability_schedule)} empty="No times given yet." />
        </Section>
        <Section title="Rates">
          <Lines lines={rates} empty="No rates given yet." />
        </Section>
        <Section title="Languages">
          <Lines lines={worker.languages} empty="No languages listed." />
        </Section>
        {worker.interests.length > 0 ? (
          <Section title="Interests">
            <Lines lines={worker.interests} />
          </Section>
        ) : null}
        {worker.work_experience.length > 0 ? (
          <Section title="Experience">
            <Lines
              lines={worker.work_experience.map(
                (job) =>
                  `${job.role}, ${job.organisation} (${years(job.start_year, job.end_year)})${job.description ? `: ${job.description}` : ''}`,
              )}
            />
          </Section>
        ) : null}
        {worker.education.length > 0 ? (
          <Section title="Education">
            <Lines
              lines={worker.education.map(
                (course) =>
                  `${course.course}, ${course.institution} (${years(course.start_year, course.end_year)})`,
              )}
            />
          </Section>
        ) : null}
        {worker.qualifications.length > 0 ? (
          <Section title="Qualifications">
            <Lines lines={worker.qualifications.map(qualificationLabel)} />
          </Section>
        ) : null}
        {worker.training.length > 0 ? (
          <Section title="Training">
            <Lines
              lines={worker.training.map((course) => `${course.name}, ${course.provider} (${course.year})`)}
            />
          </Section>
        ) : null}
      </Paper>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Lines({ lines, empty }: { lines: readonly string[]; empty?: string }) {
  if (lines.length === 0) return empty ? <Typography color="text.secondary">{empty}</Typography> : null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
      {lines.map((line, index) => (
        <li key={`${index}-${line}`}>{line}</li>
      ))}
    </Box>
  );
}
