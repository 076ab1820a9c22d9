import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { BackLink } from '../../features/account/components/back-link';
import { DocumentReview, QUEUE_PATH } from '../../features/admin/components/document-review';
import { StaffOnly } from '../../features/admin/components/staff-only';

const TITLE = 'Review a document';

/** /admin/verification/:id (decision 017): one document, its file and the decision; staff only. */
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
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <BackLink to={QUEUE_PATH}>Documents to review</BackLink>
      <DocumentReview key={id} id={id} title={TITLE} />
    </Box>
  );
}
