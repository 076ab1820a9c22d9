import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { AdminOnly } from '../../features/admin/components/admin-only';
import { OrderSearch } from '../../features/admin/components/order-search';

const TITLE = 'Orders and refunds';

/** /admin/orders (issue #23): administrators find a worker's order and refund it; reviewers are told it is not theirs. */
export function Component() {
  return (
    <AdminOnly>
      <Page />
    </AdminOnly>
  );
}

function Page() {
  useDocumentTitle(TITLE);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{TITLE}</Typography>
      <Typography>
        Every payment for a worker’s plan, newest first. Search for the order a worker asks about, open it,
        and refund all or part of it.
      </Typography>
      <OrderSearch />
    </Box>
  );
}
