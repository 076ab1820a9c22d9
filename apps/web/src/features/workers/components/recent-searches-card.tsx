import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { recentSearches } from '../../../lib/recent-searches';
import { searchSummary } from '../search-params';
import { ListItemLink } from '../../../components/links/touch-link';

/**
 * A client's home: their last searches on this device, each a link back to the same search. Shows
 * nothing before their first search (the list never leaves the device, lib/recent-searches.ts).
 */
export function RecentSearchesCard() {
  const [searches] = useState(recentSearches);
  const id = useId();
  if (searches.length === 0) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ width: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={id} variant="h2">
          Your recent searches
        </Typography>
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {searches.map((query) => (
            <li key={query}>
              <ListItemLink to={`/search?${query}`}>{searchSummary(new URLSearchParams(query))}</ListItemLink>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
