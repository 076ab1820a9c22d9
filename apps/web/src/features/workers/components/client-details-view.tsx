import type { ClientDetails } from '@alongside/contract';
import { CAR_REQUIREMENTS, PREFERRED_WORKER_GENDERS, choiceLabel } from '@alongside/domain';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { serviceLabel } from '../worker-words';

/**
 * A client as a worker who dealt with them sees them (`/userDetails/{id}`, issue #21 item 6): first
 * name, suburb, the support they need and their wishes; never the street, never documents.
 */
export function ClientDetailsView({ client, actions }: { client: ClientDetails; actions?: ReactNode }) {
  useDocumentTitle(client.first_name);
  const wishes = [
    client.preferred_worker_gender
      ? `Worker: ${choiceLabel(PREFERRED_WORKER_GENDERS, client.preferred_worker_gender).toLowerCase()}`
      : null,
    client.car_requirement ? choiceLabel(CAR_REQUIREMENTS, client.car_requirement) : null,
    client.preferred_languages.length > 0 ? `Speaks ${client.preferred_languages.join(', ')}` : null,
  ].filter((line): line is string => line !== null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar src={client.avatar?.url} alt="" sx={{ width: 72, height: 72 }}>
          {client.first_name.slice(0, 1)}
        </Avatar>
        <Box>
          <Typography variant="h1">{client.first_name}</Typography>
          {client.place_city ? (
            <Typography color="text.secondary">
              {client.place_city} {client.place_state_short_name ?? ''}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {actions}
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {client.description ? (
          <Typography sx={{ whiteSpace: 'pre-line' }}>{client.description}</Typography>
        ) : null}
        <Box component="section" aria-labelledby="client-support">
          <Typography id="client-support" variant="h2" sx={{ mb: 1 }}>
            Support needed
          </Typography>
          <Typography>
            {client.support_requirements.length > 0
              ? client.support_requirements.map(serviceLabel).join(', ')
              : `${client.first_name} has not listed the support they need yet.`}
          </Typography>
        </Box>
        {wishes.length > 0 ? (
          <Box component="section" aria-labelledby="client-wishes">
            <Typography id="client-wishes" variant="h2" sx={{ mb: 1 }}>
              Preferences
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {wishes.map((wish) => (
                <li key={wish}>{wish}</li>
              ))}
            </Box>
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}
