import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../components/feedback/query-state';
import { useDocumentTitle } from '../../components/layout/use-document-title';
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
      <Typography variant="h1">{title}</Typography>
      {!id ? (
        <AddressForm />
      ) : (
        <QueryState query={address} what="the address">
          {(found) => <AddressForm key={found.id} address={found} />}
        </QueryState>
      )}
    </Box>
  );
}
