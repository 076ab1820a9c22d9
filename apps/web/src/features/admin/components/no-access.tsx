import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';

/** What a signed-in person sees on a page their account may not open (HTTP 403). */
export function NoAccess() {
  useDocumentTitle('No access');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography variant="h1">You do not have access to this page</Typography>
      <Typography>
        This page is for the Alongside team only. If you think you should be able to see it, contact us.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Go to the home page
      </Button>
    </Box>
  );
}
