import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMyJobs } from '../api/get-jobs';
import { TouchLink } from '../../../components/links/touch-link';

/**
 * A client's home: how many of their jobs are open and how many drafts wait, the open jobs with new
 * applicants (each a link to them), and a way to post one. Before the first job it invites them to
 * post. While the count loads the card already holds its place, so the cards below it do not move
 * when it arrives (a layout shift Lighthouse measured on the home page); if it cannot load, it draws
 * nothing.
 */
/** The counts and their link share one line of a tap target's height, the same while loading. */
const LINE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 1,
  minHeight: 44,
} as const;

export function YourJobsCard() {
  const jobs = useMyJobs({ 'filter[state]': 'open', limit: '50' });
  const id = useId();
  if (jobs.isError) return null;
  if (!jobs.data) {
    return (
      <JobsCardFrame id={id}>
        <Box sx={LINE}>
          <Typography color="text.secondary">Looking up your jobs…</Typography>
        </Box>
      </JobsCardFrame>
    );
  }
  const { counts } = jobs.data.meta;
  const parts = [
    counts.open > 0 ? `${counts.open} open` : null,
    counts.paused > 0 ? `${counts.paused} paused` : null,
    counts.draft > 0 ? `${counts.draft} ${counts.draft === 1 ? 'draft' : 'drafts'} to finish` : null,
  ].filter(Boolean);
  const waiting = jobs.data.data.filter((job) => (job.new_applicants ?? 0) > 0);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);

  return (
    <JobsCardFrame id={id}>
      <Box sx={LINE}>
        <Typography>
          {parts.length > 0
            ? `${parts.join(' · ')}.`
            : 'Post a job: describe the support you need and let matching workers apply.'}
        </Typography>
        {total > 0 ? <TouchLink to="/jobs">See your jobs</TouchLink> : null}
      </Box>
      {waiting.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {waiting.map((job) => (
            <li key={job.id}>
              <Link component={RouterLink} to={`/appliedWorkerList?job=${job.id}`}>
                {job.new_applicants === 1 ? '1 new applicant' : `${job.new_applicants} new applicants`} for{' '}
                {job.title}
              </Link>
            </li>
          ))}
        </Box>
      ) : null}
    </JobsCardFrame>
  );
}

/** The card's heading and its way to post a job, around what it says of the client's jobs. */
function JobsCardFrame({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ width: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography id={id} variant="h2">
          Your jobs
        </Typography>
        {children}
        <Button component={RouterLink} to="/createJobForm" variant="outlined">
          Post a job
        </Button>
      </CardContent>
    </Card>
  );
}
