import type { NotificationTopic } from '@alongside/domain';
import { z } from 'zod';

/** What a person chooses to hear about by e-mail (decision 036). */
export const notificationSettingsPaths = {
  /** GET: your choices; PUT: replace them. */
  settings: '/api/notification-settings',
} as const;

export const NOTIFICATION_SETTINGS_MESSAGES = {
  saved: 'Your e-mail choices are saved.',
  onOrOff: 'Choose on or off.',
} as const;

const TopicSwitchSchema = z.boolean({ error: NOTIFICATION_SETTINGS_MESSAGES.onOrOff });

/**
 * `PUT /api/notification-settings`: every topic, on (an e-mail) or off (in the app only). Topics a
 * person's role never meets are kept as sent, so one body serves everyone; unknown fields are refused.
 */
export const NotificationSettingsBodySchema = z.strictObject({
  applications: TopicSwitchSchema,
  applicants: TopicSwitchSchema,
  requests: TopicSwitchSchema,
  jobs: TopicSwitchSchema,
  job_alerts: TopicSwitchSchema,
} satisfies Record<NotificationTopic, typeof TopicSwitchSchema>);
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBodySchema>;

/** The choices as the API answers them: the body's topics, each on or off. */
export const NotificationSettingsSchema = z.object(NotificationSettingsBodySchema.shape);

/** The answer to both calls: the choices, and (after a save) what to tell the person. */
export const NotificationSettingsResponseSchema = z.object({
  data: NotificationSettingsSchema,
  message: z.string().optional(),
});
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponseSchema>;
