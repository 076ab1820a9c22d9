import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { OrderList } from '../../features/subscription/components/order-list';

/** /account/my-orders (spec §2, issue #23 item 5): every charge of the worker's plan, with its tax invoice. */
export function Component() {
  useDocumentTitle('Your orders');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Your orders</Typography>
      <OrderList />
    </Box>
  );
}
