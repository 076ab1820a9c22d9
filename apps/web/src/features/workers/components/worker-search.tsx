import type { Address } from '@alongside/contract';
import { apiErrorText } from '../../../lib/api-error-text';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { LAYOUT_BREAKPOINTS } from '../../../lib/breakpoints';
import { rememberSearch } from '../../../lib/recent-searches';
import { useWorkerSearch } from '../api/get-workers';
import {
  activeFilters,
  apiQuery,
  formValuesFromParams,
  PARAM_FIELD,
  paramsFromFormValues,
  withPage,
} from '../search-params';
import { FilterChips } from './filter-chips';
import { FilterSheet } from './filter-sheet';
import { MAX_RATE_SERVER_TEXT, SearchForm } from './search-form';
import { resultCountText, SearchResults } from './search-results';

/** A refusal of the filters (422/400): each message goes next to its filter, the rest above the form. */
function serverMessages(error: unknown): { fields: Record<string, string>; form: string | null } {
  if (!isApiError(error) || (error.status !== 422 && error.status !== 400)) return { fields: {}, form: null };
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [param, messages] of Object.entries(error.errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const field = PARAM_FIELD[param];
    if (field === undefined) others.push(message);
    else fields[field] ??= field === 'max_rate' ? MAX_RATE_SERVER_TEXT : message;
  }
  const form =
    others.length > 0
      ? others.join(' ')
      : Object.keys(fields).length === 0
        ? apiErrorText(error.message)
        : null;
  return { fields, form };
}

/**
 * /search: the filters live in the URL under the API's own names, so a search can be shared,
 * bookmarked and restored, and Back returns to the same results. A search is one URL; the form is
 * drawn again from the URL whenever it changes.
 */
export function WorkerSearch({
  addresses,
  placeField,
}: {
  addresses: readonly Address[];
  placeField: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const query = apiQuery(params);
  // With no address and no suburb chosen there is nowhere to search from yet.
  const hasPlace = addresses.length > 0 || 'filter[address_id]' in query || 'filter[suburb]' in query;
  const search = useWorkerSearch(query, hasPlace);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const searchText = params.toString() ? `?${params.toString()}` : '';

  // A search that found its answer is kept for the home screen's recent searches.
  useEffect(() => {
    if (search.isSuccess) rememberSearch(params);
  }, [search.isSuccess, params]);

  const primary = addresses.find((address) => address.is_primary) ?? addresses[0] ?? null;
  const { fields, form } = search.isError ? serverMessages(search.error) : { fields: {}, form: null };
  const refused = Object.keys(fields).length > 0 || form !== null;

  const showResults = (next: URLSearchParams) => {
    setParams(next);
    resultsHeading.current?.focus();
  };

  // Beside the results on a wide screen; on a narrower one the results come first and the filters
  // open in a sheet (full screen on a phone).
  const wide = useMediaQuery(`(min-width: ${LAYOUT_BREAKPOINTS.md}px)`);
  const phone = useMediaQuery(`(max-width: ${LAYOUT_BREAKPOINTS.sm - 0.05}px)`);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Each opening starts from the search in the URL, whatever was changed and closed before.
  const [openings, setOpenings] = useState(0);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const applied = useRef(false);
  const chips = activeFilters(params);
  const formValues = formValuesFromParams(params, primary?.id ?? null);
  const formProps = { addresses, placeField, serverErrors: fields, serverFormError: form };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        gap: 4,
        alignItems: 'start',
      }}
    >
      {wide ? (
        <Box component="section" aria-labelledby="search-filters" sx={{ minWidth: 0 }}>
          <Typography variant="h2" id="search-filters" sx={{ fontSize: '1.375rem', mb: 2 }}>
            Filters
          </Typography>
          <SearchForm
            key={searchText}
            values={formValues}
            {...formProps}
            onSearch={(values) => showResults(paramsFromFormValues(values))}
          />
        </Box>
      ) : (
        <FilterSheet
          key={openings}
          open={sheetOpen}
          fullScreen={phone}
          values={formValues}
          {...formProps}
          onClose={() => setSheetOpen(false)}
          onApply={(values) => {
            applied.current = true;
            setSheetOpen(false);
            setParams(paramsFromFormValues(values));
          }}
          onClosed={() => {
            (applied.current ? resultsHeading.current : filtersButton.current)?.focus();
            applied.current = false;
          }}
        />
      )}
      <Box
        component="section"
        aria-labelledby="search-results"
        sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography
          variant="h2"
          id="search-results"
          ref={resultsHeading}
          tabIndex={-1}
          sx={{
            fontSize: '1.375rem',
            '&:focus': { outline: 'none' },
            '&:focus-visible': { outline: '3px solid' },
          }}
        >
          Results
        </Typography>
        {wide ? null : (
          <Button
            ref={filtersButton}
            variant="outlined"
            size="large"
            startIcon={<FilterListIcon />}
            onClick={() => {
              setOpenings((count) => count + 1);
              setSheetOpen(true);
            }}
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
          >
            {chips.length > 0 ? `Filters (${chips.length})` : 'Filters'}
          </Button>
        )}
        <FilterChips filters={chips} onRemove={showResults} />
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {search.isPlaceholderData
            ? 'Looking for workers…'
            : search.data && !search.isError
              ? resultCountText(search.data.meta)
              : ''}
        </Typography>
        {!hasPlace ? (
          <Typography>
            {wide
              ? 'Choose a suburb to search near, then press Search.'
              : 'Choose a suburb to search near in Filters, then show the workers.'}
          </Typography>
        ) : search.isPending ? (
          <Loading label="Looking for workers" />
        ) : search.isError ? (
          refused ? (
            <Alert severity="error">
              {wide
                ? 'Check the filters marked in the form, then search again.'
                : 'Check the filters marked in Filters, then search again.'}
            </Alert>
          ) : (
            <Alert severity="error" action={<Button onClick={() => void search.refetch()}>Try again</Button>}>
              {isApiError(search.error) && search.error.status !== 0 && search.error.status < 500
                ? apiErrorText(search.error.message)
                : 'We could not load the results.'}
            </Alert>
          )
        ) : (
          // The last results stay while the next ones load, dimmed and marked busy.
          <Box aria-busy={search.isPlaceholderData} sx={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}>
            <SearchResults result={search.data} onPage={(page) => showResults(withPage(params, page))} />
          </Box>
        )}
      </Box>
    </Box>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
