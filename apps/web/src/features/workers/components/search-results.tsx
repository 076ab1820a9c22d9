import type { WorkerSearchResponse } from '@alongside/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WorkerCard } from './worker-card';

/** "12 workers within 20 km of Parramatta NSW". */
export function resultCountText(meta: WorkerSearchResponse['meta']): string {
  const who = meta.total === 1 ? '1 worker' : `${meta.total} workers`;
  return `${who} within ${meta.radius_km} km of ${meta.near.suburb} ${meta.near.state}`;
}

/** The cards of one page, with Previous and Next under them; an empty page says what to try. */
export function SearchResults({
  result,
  onPage,
}: {
  result: WorkerSearchResponse;
  onPage: (page: number) => void;
}) {
  const { meta } = result;
  if (result.data.length === 0) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>No workers match this search.</Typography>
        <Typography>
          Try a wider distance, or fewer filters: fewer services, days or languages, or no highest rate.
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="ul"
        aria-label="Workers"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
      >
        {result.data.map((worker) => (
          <li key={worker.id}>
            <WorkerCard worker={worker} />
          </li>
        ))}
      </Box>
      {meta.last_page > 1 ? (
        <Box
          component="nav"
          aria-label="Pages of results"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Button variant="outlined" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
            Previous
          </Button>
          <Typography>
            Page {meta.page} of {meta.last_page}
          </Typography>
          <Button
            variant="outlined"
            disabled={meta.page >= meta.last_page}
            onClick={() => onPage(meta.page + 1)}
          >
            Next
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
