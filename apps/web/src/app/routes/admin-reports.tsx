import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ReportQueue } from '../../features/admin/components/report-queue';
import { StaffOnly } from '../../features/admin/components/staff-only';

const TITLE = 'Reported conversations';

/** /admin/reports (issue #22): staff read the conversations people reported, oldest first. */
export function Component() {
  return (
    <StaffOnly>
      <Page />
    </StaffOnly>
  );
}

function Page() {
  useDocumentTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{TITLE}</Typography>
      <Typography>
        Read each conversation up to the report. Act where our rules were broken, then close the report: the
        person who reported it is told we looked into it.
      </Typography>
      <ReportQueue page={page} onPage={(next) => setParams({ page: String(next) })} />
    </Box>
  );
}
