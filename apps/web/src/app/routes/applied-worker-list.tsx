import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { QueryState } from '../../components/feedback/query-state';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { useOwnJob } from '../../features/jobs/api/get-jobs';
import { ApplicantList, type ApplicantSort } from '../../features/jobs/components/applicant-list';
import { jobTitle } from '../../features/jobs/job-texts';

/**
 * /appliedWorkerList?job={id} (spec §2, issue #21): the applicants of one of the client's jobs, best
 * match or newest first (`&sort=-created_at`), with the moves of each.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const sort: ApplicantSort = params.get('sort') === '-created_at' ? '-created_at' : 'best_match';
  const job = useOwnJob(jobId);
  useDocumentTitle('Applicants');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Applicants</Typography>
      <QueryState query={job} what="the job">
        {(found) => (
          <>
            <Typography>
              For{' '}
              <Link component={RouterLink} to={`/jobs/${found.id}`}>
                {jobTitle(found)}
              </Link>
            </Typography>
            <ApplicantList
              jobId={found.id}
              sort={sort}
              onSort={(next) =>
                setParams(next === 'best_match' ? { job: jobId } : { job: jobId, sort: next }, {
                  replace: true,
                })
              }
            />
          </>
        )}
      </QueryState>
    </Box>
  );
}
