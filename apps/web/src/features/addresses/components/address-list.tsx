import { ADDRESS_MESSAGES, type Address } from '@alongside/contract';
import { MAX_ADDRESSES_PER_PERSON } from '@alongside/domain';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { QueryState } from '../../../components/feedback/query-state';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { useAddresses } from '../api/get-addresses';
import { useDeleteAddress, useUpdateAddress } from '../api/save-address';
import { AddressCard, placeLine } from './address-card';

/** /addresses: the person's addresses, the main one first, and the way to add another. */
export function AddressList() {
  return (
    <QueryState query={useAddresses()} what="your addresses">
      {(list) => <Addresses list={list} />}
    </QueryState>
  );
}

function Addresses({ list }: { list: readonly Address[] }) {
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const { show } = useSnackbar();
  const [deleting, setDeleting] = useState<Address | null>(null);

  const full = list.length >= MAX_ADDRESSES_PER_PERSON;
  // The message follows the change itself, not this list: a change reads the session again
  // (save-address.ts), which can draw the list anew before it is done, and a callback given to
  // `mutate` is dropped with the list it came from.
  const makePrimary = (address: Address) =>
    update.mutateAsync({ id: address.id, body: { is_primary: true } }).then(
      () => show({ message: ADDRESS_MESSAGES.madePrimary, state: 'success' }),
      () => show({ message: 'We could not change your main address. Please try again.', state: false }),
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {list.length === 0 ? (
        <Typography>
          You have not added an address yet. Your main address helps us find support near you.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {list.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                makingPrimary={update.isPending && update.variables.id === address.id}
                onMakePrimary={() => makePrimary(address)}
                onDelete={() => setDeleting(address)}
              />
            </li>
          ))}
        </Box>
      )}
      {full ? (
        <Alert severity="info">{ADDRESS_MESSAGES.tooMany}</Alert>
      ) : (
        <Button
          component={RouterLink}
          to="/addresses/manage"
          variant="contained"
          size="large"
          startIcon={<Add aria-hidden="true" />}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add an address
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        body={
          deleting
            ? `${deleting.address}, ${placeLine(deleting)} will be removed from your account.` +
              (deleting.is_primary ? ' Your newest other address will become your main address.' : '')
            : ''
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutateAsync(deleting.id).then(
            () => {
              setDeleting(null);
              show({ message: ADDRESS_MESSAGES.deleted, state: 'success' });
            },
            // The API client has shown what went wrong; the dialog stays open to try again.
            () => undefined,
          );
        }}
      />
    </Box>
  );
}
