import type { Address } from '@alongside/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

export function placeLine(address: Pick<Address, 'suburb' | 'state' | 'postcode'>): string {
  return `${address.suburb} ${address.state} ${address.postcode}`;
}

/** One address with what can be done to it. Buttons name the address, as a list has several. */
export function AddressCard({
  address,
  onMakePrimary,
  onDelete,
  makingPrimary,
}: {
  address: Address;
  onMakePrimary: () => void;
  onDelete: () => void;
  makingPrimary: boolean;
}) {
  const id = useId();
  const title = address.label ?? address.address;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          id={`${id}-title`}
          component="h2"
          variant="h3"
          sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {address.is_primary ? <Chip label="Main address" color="primary" size="small" /> : null}
      </Box>
      <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.6, overflowWrap: 'anywhere', mb: 2 }}>
        {address.label ? <div>{address.address}</div> : null}
        {address.address_2 ? <div>{address.address_2}</div> : null}
        <div>{placeLine(address)}</div>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/addresses/manage?id=${encodeURIComponent(address.id)}`}
          variant="outlined"
          aria-label={`Edit ${title}`}
        >
          Edit
        </Button>
        {address.is_primary ? null : (
          <Button
            variant="outlined"
            onClick={onMakePrimary}
            loading={makingPrimary}
            aria-label={`Make ${title} my main address`}
          >
            Make this my main address
          </Button>
        )}
        <Button variant="text" color="error" onClick={onDelete} aria-label={`Delete ${title}`}>
          Delete
        </Button>
      </Box>
    </Paper>
  );
}
