import type { SessionUser } from '@alongside/contract';
import { SERVICE_CATALOGUE } from '@alongside/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/** The search's URL for one kind of support near the client's main address (decision 018). */
export function searchLink(service: string): string {
  return service ? `/search?${new URLSearchParams({ 'filter[services]': service }).toString()}` : '/search';
}

/**
 * A client's home: "Find support near Parramatta" with the kind of support to look for; the search
 * opens near their main address (or asks for a suburb when they have none).
 */
export function FindSupportCard({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [service, setService] = useState('');
  const id = useId();
  const heading = user.place_city ? `Find support near ${user.place_city}` : 'Find support';

  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchLink(service));
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ width: '100%' }}>
      <CardContent
        component="form"
        role="search"
        aria-labelledby={id}
        onSubmit={search}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography id={id} variant="h2">
          {heading}
        </Typography>
        <TextField
          select
          label="Kind of support"
          value={service}
          onChange={(event) => setService(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Any kind of support</option>
          {SERVICE_CATALOGUE.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
          Find support workers
        </Button>
      </CardContent>
    </Card>
  );
}
