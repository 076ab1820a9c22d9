import type { JobCard } from '@alongside/contract';
import { formatDocumentDate } from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DetailList, jobDetailParts } from './job-summary';

/** An open job as a worker reads it: why it suits them or what they do not meet, then its details. */
export function BoardJobView({ job }: { job: JobCard }) {
  const where = `${job.place.suburb} ${job.place.state} ${job.place.postcode}${job.distance_km === null ? '' : ` (${job.distance_km} km from you)`}`;
  const parts = jobDetailParts(job, where, {
    heading: 'Open until',
    body: formatDocumentDate(job.closes_at),
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>Posted by {job.client_first_name}.</Typography>
      {job.unmet.length > 0 ? (
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
