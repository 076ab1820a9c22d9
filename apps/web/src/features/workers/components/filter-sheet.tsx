import type { Address } from '@alongside/contract';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { visuallyHidden } from '../../../components/layout/page-loading';
import { useState, type ReactNode } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useWorkerSearch } from '../api/get-workers';
import { apiQuery, paramsFromFormValues, type SearchFormValues } from '../search-params';
import { SearchForm } from './search-form';
import { resultCountText } from './search-results';

const FORM_ID = 'filter-sheet-form';
/** How long the sheet waits after a change before it counts the workers again. */
export const COUNT_DELAY_MS = 300;

/** "Show 24 workers", "Show 1 worker"; "Show workers" while the count is not known. */
export function showWorkersText(total: number | null): string {
  if (total === null) return 'Show workers';
  return total === 1 ? 'Show 1 worker' : `Show ${total} workers`;
}

/**
 * The filters in a sheet (a full-screen dialog on phones), opened from above the results. Its
 * button says how many workers the chosen filters find, counted by the search itself as they change,
 * so pressing it shows exactly that many.
 */
export function FilterSheet({
  open,
  fullScreen,
  values,
  addresses,
  placeField,
  serverErrors,
  serverFormError,
  onClose,
  onApply,
  onClosed,
}: {
  open: boolean;
  fullScreen: boolean;
  values: SearchFormValues;
  addresses: readonly Address[];
  placeField: ReactNode;
  serverErrors: Readonly<Record<string, string>>;
  serverFormError: string | null;
  onClose: () => void;
  onApply: (values: SearchFormValues) => void;
  /** Once the sheet has gone: where the focus goes next (the results, or back to the button). */
  onClosed: () => void;
}) {
  const [pending, setPending] = useState(values);
  const counted = useDebouncedValue(pending, COUNT_DELAY_MS);
  const query = apiQuery(paramsFromFormValues(counted));
  const hasPlace = addresses.length > 0 || 'filter[address_id]' in query || 'filter[suburb]' in query;
  const count = useWorkerSearch(query, open && hasPlace);
  const known = counted === pending && count.isSuccess && !count.isPlaceholderData;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby="filter-sheet-title"
      disableRestoreFocus
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id="filter-sheet-title" sx={{ pr: 7 }}>
        Filters
      </DialogTitle>
      <IconButton
        aria-label="Close filters"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, width: 44, height: 44 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <SearchForm
          values={values}
          addresses={addresses}
          placeField={placeField}
          serverErrors={serverErrors}
          serverFormError={serverFormError}
          formId={FORM_ID}
          onValuesChange={setPending}
          onSearch={onApply}
        />
      </DialogContent>
      <DialogActions sx={{ p: 2 }}>
        <Button type="submit" form={FORM_ID} variant="contained" size="large" fullWidth>
          {showWorkersText(known ? count.data.meta.total : null)}
        </Button>
        {/* Heard as the count changes, without leaving the filter just changed. */}
        <Box role="status" sx={visuallyHidden}>
          {known ? resultCountText(count.data.meta) : ''}
        </Box>
      </DialogActions>
    </Dialog>
  );
}
