import {
  NOTIFICATION_TOPIC_TEXTS,
  NOTIFICATION_TOPICS_BY_USER_TYPE,
  type NotificationSettings,
  type NotificationTopic,
  type UserType,
} from '@alongside/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { useSaveNotificationSettings } from '../api/save-notification-settings';

/**
 * One switch per topic the person's role meets (decision 036), saved with one button: the answer's
 * words show in a snackbar and stay under the button until the next change.
 */
export function NotificationSettingsForm({
  userType,
  settings,
}: {
  userType: UserType;
  settings: NotificationSettings;
}) {
  const [chosen, setChosen] = useState<NotificationSettings>(settings);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveNotificationSettings();
  const { show } = useSnackbar();

  const toggle = (topic: NotificationTopic, on: boolean) => {
    setChosen((current) => ({ ...current, [topic]: on }));
    setSaved(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save.mutateAsync(chosen).catch(() => null);
    if (!answer) return;
    setChosen(answer.data);
    setSaved(answer.message ?? null);
    if (answer.message) show({ message: answer.message, state: 'success' });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
          E-mail me about
        </Typography>
        {NOTIFICATION_TOPICS_BY_USER_TYPE[userType].map((topic) => {
          const { label, hint } = NOTIFICATION_TOPIC_TEXTS[topic];
          const hintId = `notification-topic-${topic}-hint`;
          return (
            <Box key={topic}>
              <FormControlLabel
                sx={{ minHeight: 44, ml: 0, gap: 1 }}
                control={
                  <Switch
                    checked={chosen[topic]}
                    onChange={(event) => toggle(topic, event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': hintId } }}
                  />
                }
                label={label}
              />
              <Typography id={hintId} variant="body2" color="text.secondary" sx={{ pl: 1 }}>
                {hint}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <SubmitButton pending={save.isPending}>Save my choices</SubmitButton>
      <Typography role="status" sx={{ fontWeight: 600, minHeight: '1.5em' }}>
        {saved}
      </Typography>
    </Box>
  );
}
