import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { AddressList } from '../../features/addresses/components/address-list';

/** /addresses (spec §2): the person's addresses; the main one fills their profile's address. */
export function Component() {
  useDocumentTitle('Your addresses');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Your addresses</Typography>
      <Typography sx={{ mb: 1 }}>
        Your main address is used to find support near you. Only your suburb is shown to others.
      </Typography>
      <AddressList />
    </Box>
  );
}
