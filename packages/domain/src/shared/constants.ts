/**
 * Error reporting settings when a reporting address is configured (spec §9): every trace, one session
 * replay in ten, and a replay of every session with an error. Text, inputs and media are always masked.
 */
export const ERROR_REPORTING = {
  defaultEnvironment: 'production',
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;
