import type { Job, MyJobsResponse } from '@alongside/contract';
import { describeSchedule, formatDocumentDate, type JobState } from '@alongside/domain';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { CardList } from './card-list';
import { StateLinkRow } from './state-links';
import { useMyJobs } from '../api/get-jobs';
import { JOB_STATE_LABELS, MY_JOBS_TABS, jobTitle } from '../job-texts';
import { jobFormPath } from './job-form';

/**
 * "My jobs" (issue #21): the client's jobs of one state, chosen by a row of links with the count in
 * each (the state is in the address, `?state=open`); all of them when none is chosen.
 */
export function MyJobs({ state }: { state: JobState | null }) {
  const jobs = useMyJobs(state ? { 'filter[state]': state } : {});
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Button
        component={RouterLink}
        to="/createJobForm"
        variant="contained"
        size="large"
        startIcon={<Add aria-hidden />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Post a job
      </Button>
      <QueryState query={jobs} what="your jobs">
        {(found) => (
          <>
            <StateLinks counts={found.meta.counts} current={state} />
            {found.data.length === 0 ? (
              <Typography>
                {state
                  ? `You have no ${JOB_STATE_LABELS[state].toLowerCase()} jobs.`
                  : 'You have not posted a job yet. Describe the support you need and let workers come to you.'}
              </Typography>
            ) : (
              <CardList items={found.data}>{(job) => <JobCard job={job} />}</CardList>
            )}
          </>
        )}
      </QueryState>
    </Box>
  );
}

function StateLinks({
  counts,
  current,
}: {
  counts: MyJobsResponse['meta']['counts'];
  current: JobState | null;
}) {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const links = [
    { to: '/jobs', label: 'All', n: total, selected: current === null },
    ...MY_JOBS_TABS.filter((tab) => counts[tab.state] > 0 || tab.state === current).map((tab) => ({
      to: `/jobs?state=${tab.state}`,
      label: tab.label,
      n: counts[tab.state],
      selected: tab.state === current,
    })),
  ];
  return <StateLinkRow name="Jobs by state" links={links} />;
}

function JobCard({ job }: { job: Job }) {
  const to = job.state === 'draft' ? jobFormPath(job.id, job.draft_step) : `/jobs/${job.id}`;
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Typography component="h2" variant="h6">
              {jobTitle(job)}
            </Typography>
            <Chip size="small" label={JOB_STATE_LABELS[job.state]} />
          </Box>
          {job.place ? <Typography>{job.place.suburb}</Typography> : null}
          {job.schedule ? <Typography variant="body2">{describeSchedule(job.schedule)}</Typography> : null}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {cardNote(job)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function cardNote(job: Job): string {
  if (job.state === 'draft') return 'Not published yet: continue where you left off.';
  if (job.new_applicants) {
    return job.new_applicants === 1 ? '1 new applicant' : `${job.new_applicants} new applicants`;
  }
  if ((job.state === 'open' || job.state === 'paused') && job.closes_at) {
    return `Open until ${formatDocumentDate(job.closes_at)}`;
  }
  return `Posted ${job.published_at ? formatDocumentDate(job.published_at) : ''}`.trim();
}
