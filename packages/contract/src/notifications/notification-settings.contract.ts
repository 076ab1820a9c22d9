import type { NotificationTopic } from '@alongside/domain';
import { z } from 'zod';

export const NOTIFICATION_SETTINGS_MESSAGES = {
  saved: 'Your notification choices are saved.',
  onOrOff: 'Choose on or off.',
  badToken: 'This link is not valid. Open the link from the e-mail again, or sign in to change your choices.',
} as const;

const SwitchSchema = z.boolean({ error: NOTIFICATION_SETTINGS_MESSAGES.onOrOff });

/** One topic: by e-mail, and on the person's devices (push). In the app is always on. */
export const TopicChoiceSchema = z.strictObject({ email: SwitchSchema, push: SwitchSchema });

/**
 * `PUT /api/notification-settings`: every topic, with e-mail and push each on or off. Topics a
 * person's role never meets are kept as sent, so one body serves everyone; unknown fields are refused.
 */
export const NotificationSettingsBodySchema = z.strictObject({
  messages: TopicChoiceSchema,
  applications: TopicChoiceSchema,
  applicants: TopicChoiceSchema,
  requests: TopicChoiceSchema,
  jobs: TopicChoiceSchema,
  job_alerts: TopicChoiceSchema,
} satisfies Record<NotificationTopic, typeof TopicChoiceSchema>);
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBodySchema>;

/** The choices as the API answers them: the body's topics, each with its two switches. */
export const NotificationSettingsSchema = NotificationSettingsBodySchema;

/** The answer to both calls: the choices, and (after a save) what to tell the person. */
export const NotificationSettingsResponseSchema = z.object({
  data: NotificationSettingsSchema,
  message: z.string().optional(),
});
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponseSchema>;

/** `POST /api/notification-settings/unsubscribe`: the token from an e-mail's link. */
export const UnsubscribeBodySchema = z.strictObject({
  token: z
    .string({ error: NOTIFICATION_SETTINGS_MESSAGES.badToken })
    .min(1, { error: NOTIFICATION_SETTINGS_MESSAGES.badToken })
    .max(500, { error: NOTIFICATION_SETTINGS_MESSAGES.badToken }),
});
export type UnsubscribeBody = z.infer<typeof UnsubscribeBodySchema>;

/** A mail program's one-click unsubscribe (RFC 8058): the token in the address, this one field in the form. */
export const OneClickUnsubscribeQuerySchema = z.strictObject({ token: UnsubscribeBodySchema.shape.token });
export const ONE_CLICK_FIELD_MESSAGE = 'Send List-Unsubscribe=One-Click.';
export const OneClickUnsubscribeBodySchema = z.strictObject({
  'List-Unsubscribe': z.literal('One-Click', { error: ONE_CLICK_FIELD_MESSAGE }),
});

/** Which topic's e-mails were switched off, and the words that say so. */
export const UnsubscribeResponseSchema = z.object({
  data: z.object({ topic: z.string(), label: z.string() }),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;

/** What the unsubscribe answer says, naming the topic in the settings page's words. */
export function unsubscribedMessage(label: string): string {
  return `You will no longer get e-mails about “${label}”. You still see them in the app, and you can turn the e-mails back on in your notification settings.`;
}
