import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { AdminOnly } from '../../features/admin/components/admin-only';
import { OrderRefund } from '../../features/admin/components/order-refund';

const TITLE = 'An order';

/** /admin/orders/:id (issue #23): one order, its refunds, and a refund of what is left; administrators only. */
export function Component() {
  return (
    <AdminOnly>
      <Page />
    </AdminOnly>
  );
}

function Page() {
  useDocumentTitle(TITLE);
  const { id = '' } = useParams();
  return <OrderRefund key={id} id={id} title={TITLE} />;
}
