import {
  NOTIFICATION_TOPIC_TEXTS,
  NOTIFICATION_TOPICS_BY_USER_TYPE,
  PUSH_TOPICS,
  type NotificationChannel,
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
import { LazyPushOffer } from './lazy-push-offer';

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'By e-mail',
  push: 'On this device',
};

/**
 * Each topic the person's role meets as a group of its own (decisions 036 and 040): by e-mail and on
 * their devices, each on or off; in the app is always on. Saved with one button: the answer's words
 * show in a snackbar and stay under the button until the next change. Turning a device switch on
 * offers to set up this device, which asks the browser's permission only if the person says yes.
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
  const [offer, setOffer] = useState<NotificationTopic | null>(null);
  const save = useSaveNotificationSettings();
  const { show } = useSnackbar();

  const toggle = (topic: NotificationTopic, channel: NotificationChannel, on: boolean) => {
    setChosen((current) => ({ ...current, [topic]: { ...current[topic], [channel]: on } }));
    setSaved(null);
    if (channel === 'push' && on) setOffer(topic);
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
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      {NOTIFICATION_TOPICS_BY_USER_TYPE[userType].map((topic) => {
        const { label, hint } = NOTIFICATION_TOPIC_TEXTS[topic];
        const hintId = `notification-topic-${topic}-hint`;
        return (
          <Box
            key={topic}
            component="fieldset"
            aria-describedby={hintId}
            sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}
          >
            <Typography component="legend" variant="h2" sx={{ mb: 0.5 }}>
              {label}
            </Typography>
            <Typography id={hintId} variant="body2" color="text.secondary">
              {hint}
            </Typography>
            <Typography variant="body2">In the app: always</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              {(['email', 'push'] as const).map((channel) =>
                channel === 'push' && !PUSH_TOPICS.includes(topic) ? (
                  <Typography
                    key={channel}
                    variant="body2"
                    sx={{ minHeight: 44, display: 'flex', alignItems: 'center' }}
                  >
                    Not sent to devices
                  </Typography>
                ) : (
                  <FormControlLabel
                    key={channel}
                    sx={{ minHeight: 44, ml: 0, gap: 1 }}
                    control={
                      <Switch
                        checked={chosen[topic][channel]}
                        onChange={(event) => toggle(topic, channel, event.target.checked)}
                        slotProps={{
                          input: { 'aria-label': `${label}: ${CHANNEL_LABELS[channel].toLowerCase()}` },
                        }}
                      />
                    }
                    label={CHANNEL_LABELS[channel]}
                  />
                ),
              )}
            </Box>
            {offer === topic ? (
              <LazyPushOffer when={`there is something new about ${label.toLowerCase()}`} force />
            ) : null}
          </Box>
        );
      })}
      <SubmitButton pending={save.isPending}>Save my choices</SubmitButton>
      <Typography role="status" sx={{ fontWeight: 600, minHeight: '1.5em' }}>
        {saved}
      </Typography>
    </Box>
  );
}
