import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { BackLink } from '../../features/account/components/back-link';
import { useAddress } from '../../features/addresses/api/get-addresses';
import { AddressForm } from '../../features/addresses/components/address-form';

/** /addresses/manage adds an address; /addresses/manage?id=… changes one (spec §2). */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const title = id ? 'Change an address' : 'Add an address';
  useDocumentTitle(title);
  const address = useAddress(id);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <BackLink to="/addresses">Your addresses</BackLink>
      <Typography variant="h1">{title}</Typography>
      {!id ? (
        <AddressForm />
      ) : address.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the address" />
        </Box>
      ) : address.isError ? (
        <Alert severity="error">
          We cannot find this address. Go back to your addresses and choose it again.
        </Alert>
      ) : (
        <AddressForm key={address.data.id} address={address.data} />
      )}
    </Box>
  );
}
