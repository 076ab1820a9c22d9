import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ReportReview } from '../../features/admin/components/report-review';
import { StaffOnly } from '../../features/admin/components/staff-only';

const TITLE = 'A reported conversation';

/** /admin/reports/:id (issue #22): one report, the messages in question, and closing it. */
export function Component() {
  return (
    <StaffOnly>
      <Page />
    </StaffOnly>
  );
}

function Page() {
  useDocumentTitle(TITLE);
  const { id = '' } = useParams();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{TITLE}</Typography>
      <ReportReview id={id} />
    </Box>
  );
}
