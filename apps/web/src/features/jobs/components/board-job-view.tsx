import type { JobCard } from '@alongside/contract';
import { SERVICE_CATALOGUE, choiceLabel, describeSchedule, formatDocumentDate } from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { preferenceLines, rateLines } from './job-summary';

/** An open job as a worker reads it: why it suits them or what they do not meet, then its details. */
export function BoardJobView({ job }: { job: JobCard }) {
  const parts: [string, ReactNode][] = [
    ['Support', job.services.map((value) => choiceLabel(SERVICE_CATALOGUE, value)).join(', ')],
    [
      'About the job',
      <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
        {job.description}
      </Box>,
    ],
    [
      'Where',
      `${job.place.suburb} ${job.place.state} ${job.place.postcode}${job.distance_km === null ? '' : ` (${job.distance_km} km from you)`}`,
    ],
    ['When', describeSchedule(job.schedule)],
    ['Workers needed', String(job.positions)],
    ['Rates', rateLines(job).join(' · ')],
    ['Preferences', preferenceLines(job).join(' · ')],
    ['Open until', formatDocumentDate(job.closes_at)],
  ];
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
      <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {parts.map(([heading, body]) => (
          <Box key={heading}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {heading}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {body}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
