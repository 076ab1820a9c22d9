import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ReviewQueuePage } from '../../features/admin/components/review-queue-page';
import { StaffOnly } from '../../features/admin/components/staff-only';

const TITLE = 'Documents to review';

/** /admin/verification (decision 017): staff only; everyone else sees the no-access page. */
export function Component() {
  return (
    <StaffOnly>
      <Page />
    </StaffOnly>
  );
}

function Page() {
  useDocumentTitle(TITLE);
  return <ReviewQueuePage title={TITLE} />;
}
