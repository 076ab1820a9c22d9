import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { BackLink } from '../../features/account/components/back-link';
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
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <BackLink to="/admin/orders">All orders</BackLink>
      <OrderRefund key={id} id={id} title={TITLE} />
    </Box>
  );
}
