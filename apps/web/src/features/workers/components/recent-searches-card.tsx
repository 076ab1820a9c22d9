import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { recentSearches } from '../../../lib/recent-searches';
import { searchSummary } from '../search-params';

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
              <Link
                component={RouterLink}
                to={`/search?${query}`}
                sx={{ display: 'inline-block', minHeight: 44, py: 1.25 }}
              >
                {searchSummary(new URLSearchParams(query))}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
