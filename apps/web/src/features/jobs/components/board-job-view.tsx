import type { JobCard } from '@alongside/contract';
import { formatDocumentDate } from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { JOB_STATE_LABELS, WORKER_JOB_STATE_SENTENCES } from '../job-texts';
import { DetailList, jobDetailParts } from './job-summary';

/**
 * A job as a worker reads it: an open one, why it suits them or what they do not meet; one they
 * applied to that is no longer open, its state first. Then its details, with the street address
 * when they were hired for it (the API sends it to them only).
 */
export function BoardJobView({ job }: { job: JobCard }) {
  const { place } = job;
  const suburb = `${place.suburb} ${place.state} ${place.postcode}`;
  const where = `${place.street ? `${place.street}, ${suburb}` : suburb}${job.distance_km === null ? '' : ` (${job.distance_km} km from you)`}`;
  const isOpen = job.state === 'open';
  const parts = jobDetailParts(
    job,
    where,
    isOpen || job.state === 'paused'
      ? { heading: 'Open until', body: formatDocumentDate(job.closes_at) }
      : { heading: 'State', body: JOB_STATE_LABELS[job.state] },
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {job.state === 'open' ? null : (
        <Alert severity="info" role="status">
          {WORKER_JOB_STATE_SENTENCES[job.state]}
        </Alert>
      )}
      <Typography>Posted by {job.client_first_name}.</Typography>
      {!isOpen ? null : job.unmet.length > 0 ? (
        <Alert severity="info">
          This job does not match you:
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {job.unmet.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Alert>
      ) : job.match_reasons.length > 0 ? (
        <Box>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Why it suits you
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {job.match_reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Typography variant="h2">The details</Typography>
      <DetailList parts={parts} />
    </Box>
  );
}
