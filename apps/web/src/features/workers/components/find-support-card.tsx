import type { SessionUser } from '@alongside/contract';
import { SERVICE_CATALOGUE } from '@alongside/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
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
        {/* A native select without TextField: the home screen then loads no menu or popover code. */}
        <FormControl>
          <InputLabel htmlFor={`${id}-service`} shrink>
            Kind of support
          </InputLabel>
          <NativeSelect
            id={`${id}-service`}
            value={service}
            onChange={(event) => setService(event.target.value)}
            input={<OutlinedInput label="Kind of support" notched />}
          >
            <option value="">Any kind of support</option>
            {SERVICE_CATALOGUE.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
          Find support workers
        </Button>
      </CardContent>
    </Card>
  );
}
