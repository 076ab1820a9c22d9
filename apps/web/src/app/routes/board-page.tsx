import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { JobBoard } from '../../features/jobs/components/job-board';
import {
  BOARD_IS_FOR_WORKERS_TITLE,
  BoardIsForWorkers,
} from '../../features/jobs/components/jobs-for-clients';
import { useSession } from '../../lib/auth/get-session';
import { JOB_BOARD_SETUP_LINKS } from './job-board-links';
import { TouchLink } from '../../components/links/touch-link';

/** A worker's list of jobs in one fixed order (recent, recommended), with the way to the full board. */
export function BoardPage({ title, list }: { title: string; list: 'recent' | 'recommended' }) {
  const { user } = useSession();
  const isWorker = user?.user_type === 'worker';
  useDocumentTitle(isWorker ? title : BOARD_IS_FOR_WORKERS_TITLE);
  if (!user) return null;
  if (!isWorker) return <BoardIsForWorkers />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{title}</Typography>
      <TouchLink to="/jobs" sx={{ alignSelf: 'flex-start' }}>
        All jobs, with filters
      </TouchLink>
      <JobBoard list={list} setupLinks={JOB_BOARD_SETUP_LINKS} />
    </Box>
  );
}
