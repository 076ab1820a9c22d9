import { NOTIFICATION_SETTINGS_MESSAGES } from '@alongside/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { useUnsubscribe } from '../../features/notifications/api/unsubscribe';
import { TouchLink } from '../../components/links/touch-link';

/**
 * /unsubscribe?token=…: an e-mail's link (decision 040), signed in or not. The e-mails stop only when
 * the person presses the button: a mail scanner that opens links changes nothing.
 */
export function Component() {
  useDocumentTitle('Stop these e-mails');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const answer = unsubscribe.data;
  const failed = unsubscribe.isError || token === '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 560 }}>
      <Typography variant="h1">Stop these e-mails</Typography>
      {answer ? (
        <Typography role="status">{answer.message}</Typography>
      ) : failed ? (
        <Typography role="alert">{NOTIFICATION_SETTINGS_MESSAGES.badToken}</Typography>
      ) : (
        <>
          <Typography>
            Press the button to stop e-mails about this kind of update. You still see every update in the app.
          </Typography>
          <Button
            variant="contained"
            size="large"
            sx={{ minHeight: 44, alignSelf: 'flex-start' }}
            loading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            Stop these e-mails
          </Button>
        </>
      )}
      <TouchLink to="/account/settings/notifications">
        Choose all your notifications (after signing in)
      </TouchLink>
    </Box>
  );
}
