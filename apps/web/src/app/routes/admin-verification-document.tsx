import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { DocumentReview } from '../../features/admin/components/document-review';
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
  return <DocumentReview key={id} id={id} title={TITLE} />;
}
