import type { MyApplication } from '@alongside/contract';
import { describeSchedule, formatDocumentDate } from '@alongside/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { useMyApplications } from '../api/applications';
import { MY_APPLICATION_STATE_LABELS } from '../job-texts';
import { ApplicationMoves, type MoveQuestion } from './application-moves';
import { CardList } from './card-list';

/** A worker's applications (`/applications`), the last changed first, each with what they can do now. */
export function MyApplications() {
  const applications = useMyApplications();
  return (
    <QueryState query={applications} what="your applications">
      {(found) =>
        found.data.length === 0 ? (
          <Typography>
            You have not applied to a job yet.{' '}
            <Link component={RouterLink} to="/recommended-jobs">
              See the jobs that suit you
            </Link>
          </Typography>
        ) : (
          <CardList items={found.data}>
            {(application) => <ApplicationCard application={application} />}
          </CardList>
        )
      }
    </QueryState>
  );
}

function ApplicationCard({ application }: { application: MyApplication }) {
  const { job } = application;
  const questions: Partial<Record<MyApplication['actions'][number], MoveQuestion>> = {
    accept: {
      title: 'Accept the offer?',
      body: `You will be hired for ${job.title}, and ${job.client_first_name} is told.`,
    },
    decline: {
      title: 'Decline the offer?',
      body: `${job.client_first_name} is told, and the offer cannot be taken back.`,
    },
    withdraw: {
      title: 'Withdraw your application?',
      body: `${job.client_first_name} will no longer see it. You can apply again while the job is open.`,
    },
  };
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`application-${application.id}`}
      data-focus-home
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Typography id={`application-${application.id}`} component="h2" variant="h6">
            {/* The job's page stays open to the worker who applied, whatever its state (`canWorkerSeeJob`). */}
            <Link component={RouterLink} to={`/jobs/${job.id}`}>
              {job.title}
            </Link>
          </Typography>
          <Chip
            label={MY_APPLICATION_STATE_LABELS[application.state]}
            color={
              application.state === 'hired'
                ? 'success'
                : application.state === 'offered'
                  ? 'primary'
                  : 'default'
            }
          />
        </Box>
        <Typography>
          {[job.place?.suburb, `for ${job.client_first_name}`].filter(Boolean).join(' · ')}
        </Typography>
        {job.schedule ? <Typography variant="body2">{describeSchedule(job.schedule)}</Typography> : null}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Applied {formatDocumentDate(application.created_at)}
        </Typography>
        {application.state === 'offered' ? (
          <Typography sx={{ fontWeight: 600 }}>
            {job.client_first_name} would like you for this job.
          </Typography>
        ) : null}
        <ApplicationMoves
          id={application.id}
          actions={application.actions}
          by="worker"
          questions={questions}
        />
      </CardContent>
    </Card>
  );
}
