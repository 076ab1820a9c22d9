import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { SandboxCheckoutForm } from '../../features/subscription/components/sandbox-checkout-form';

const TITLE = 'Pay for your plan';

/**
 * /checkout/sandbox/:id (issue #23, decision 041): the sandbox payment provider's checkout, where a
 * plan's checkout lands when no real provider is set.
 */
export function Component() {
  useDocumentTitle(TITLE);
  const { id = '' } = useParams();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{TITLE}</Typography>
      <SandboxCheckoutForm id={id} />
    </Box>
  );
}
