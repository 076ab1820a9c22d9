import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import { SuburbField } from '../../features/addresses/components/suburb-field';
import { WorkerSearch } from '../../features/workers/components/worker-search';
import {
  SearchIsForClients,
  WORKERS_ONLY_TITLE,
} from '../../features/workers/components/workers-for-clients';
import { useSession } from '../../lib/auth/get-session';

export const SEARCH_TITLE = 'Find support workers';

/** /search (issue #6): clients find workers near them; a worker sees why the page is not for them. */
export function Component() {
  const { user } = useSession();
  const isClient = user?.user_type === 'client';
  useDocumentTitle(isClient ? SEARCH_TITLE : WORKERS_ONLY_TITLE);
  if (!user) return null;
  if (!isClient) return <SearchIsForClients />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{SEARCH_TITLE}</Typography>
      <Typography>
        Choose where and what you need. Only verified workers are shown unless you ask for others.
      </Typography>
      <Search />
    </Box>
  );
}

/** The client's addresses are the places to search from; "Another suburb" uses the addresses' own field. */
function Search() {
  const addresses = useAddresses();
  if (addresses.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading your addresses" />
      </Box>
    );
  }
  return <WorkerSearch addresses={addresses.data ?? []} placeField={<SuburbField />} />;
}
