import { JOB_MESSAGES, OWNER_JOB_ACTIONS, type Job, type OwnerJobAction } from '@alongside/contract';
import {
  formatDocumentDate,
  isJobDeletable,
  isJobEditable,
  isJobRepostable,
  jobActionsFrom,
} from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText, UNEXPECTED_ERROR_TEXT } from '../../../lib/api-error-text';
import { useActOnJob, useDeleteJob, useRepostJob } from '../api/save-job';
import { JOB_ACTION_LABELS, JOB_STATE_LABELS } from '../job-texts';
import { jobFormPath } from './job-form';
import { JobSummary } from './job-summary';

/** What each state means for the client, in one sentence. */
const STATE_SENTENCES: Readonly<Record<Job['state'], string>> = {
  draft: 'Not published yet: only you can see it.',
  open: 'Workers who match it can see it and apply.',
  paused: 'Paused: workers cannot see it or apply until you resume it.',
  filled: 'Every place is filled.',
  closed: 'Closed: workers cannot see it or apply.',
  expired: 'It reached its closing date: reopen it to take applications again.',
};

/** Moves that end something ask first. */
const CONFIRM: Partial<Record<OwnerJobAction, { title: string; body: string }>> = {
  close: {
    title: 'Close this job?',
    body: 'Workers will no longer see it or be able to apply. You can reopen it later.',
  },
};

/**
 * A client's own job (`/jobs/:id`): its state, its details and the buttons the lifecycle table allows
 * from that state, the same table the API checks.
 */
export function JobOwnerView({ job }: { job: Job }) {
  const act = useActOnJob();
  const repost = useRepostJob();
  const remove = useDeleteJob();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const [asking, setAsking] = useState<OwnerJobAction | 'delete' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const actions = jobActionsFrom(job.state, 'owner').filter((action): action is OwnerJobAction =>
    (OWNER_JOB_ACTIONS as readonly string[]).includes(action),
  );

  const run = async (action: OwnerJobAction) => {
    setFailure(null);
    try {
      const { message } = await act.mutateAsync({ id: job.id, action });
      show({ message, state: 'success' });
    } catch (error) {
      setFailure(isApiError(error) ? apiErrorText(error.message) : UNEXPECTED_ERROR_TEXT);
    } finally {
      setAsking(null);
    }
  };

  const postAgain = async () => {
    const draft = await repost.mutateAsync(job.id);
    show({ message: JOB_MESSAGES.reposted, state: 'success' });
    await navigate(jobFormPath(draft.id, 'preview'));
  };

  const deleteDraft = async () => {
    await remove.mutateAsync(job.id);
    setAsking(null);
    show({ message: JOB_MESSAGES.deleted, state: 'success' });
    await navigate('/jobs');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip label={JOB_STATE_LABELS[job.state]} color={job.state === 'open' ? 'success' : 'default'} />
        {job.closes_at && (job.state === 'open' || job.state === 'paused') ? (
          <Typography variant="body2">Open until {formatDocumentDate(job.closes_at)}</Typography>
        ) : null}
      </Box>
      <Typography>{STATE_SENTENCES[job.state]}</Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {job.state !== 'draft' ? (
          <Button
            component={RouterLink}
            to={`/appliedWorkerList?job=${job.id}`}
            variant="contained"
            size="large"
          >
            {applicantsLabel(job.new_applicants)}
          </Button>
        ) : null}
        {job.state === 'draft' ? (
          <Button
            component={RouterLink}
            to={jobFormPath(job.id, job.draft_step)}
            variant="contained"
            size="large"
          >
            Continue the draft
          </Button>
        ) : null}
        {actions
          .filter((action) => !(job.state === 'draft' && action === 'publish'))
          .map((action) => (
            <Button
              key={action}
              variant={action === 'close' ? 'outlined' : 'contained'}
              size="large"
              loading={act.isPending && act.variables?.action === action}
              onClick={() => (CONFIRM[action] ? setAsking(action) : void run(action))}
            >
              {JOB_ACTION_LABELS[action]}
            </Button>
          ))}
        {isJobEditable(job.state) && job.state !== 'draft' ? (
          <Button component={RouterLink} to={jobFormPath(job.id, 'preview')} variant="outlined" size="large">
            Change the details
          </Button>
        ) : null}
        {isJobRepostable(job.state) ? (
          <Button variant="outlined" size="large" loading={repost.isPending} onClick={() => void postAgain()}>
            Post it again
          </Button>
        ) : null}
        {isJobDeletable(job.state) ? (
          <Button color="error" size="large" onClick={() => setAsking('delete')}>
            Delete the draft
          </Button>
        ) : null}
      </Box>
      <Typography variant="h2">The details</Typography>
      <JobSummary job={job} />
      {asking === 'delete' ? (
        <ConfirmDialog
          open
          title="Delete this draft?"
          body="The draft and its details are deleted for good."
          confirmLabel="Delete the draft"
          pending={remove.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void deleteDraft()}
        />
      ) : asking && CONFIRM[asking] ? (
        <ConfirmDialog
          open
          title={CONFIRM[asking].title}
          body={CONFIRM[asking].body}
          confirmLabel={JOB_ACTION_LABELS[asking]}
          pending={act.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void run(asking)}
        />
      ) : null}
    </Box>
  );
}

/** "See applicants (2 new)": the button to the job's applicants, with how many wait for an answer. */
export function applicantsLabel(newApplicants: number | null): string {
  return newApplicants ? `See applicants (${newApplicants} new)` : 'See applicants';
}
