import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * Public runtime configuration: what the web app needs to know about the server it runs against.
 * Served inside index.html (and at /api/config) so one build serves every environment.
 */
export const RuntimeConfigSchema = z.object({
  api_base_url: z.string(),
  public_url: z.string(),
  environment: z.string(),
  recaptcha_site_key: z.string().nullable(),
  sentry_dsn: z.string().nullable(),
  /** Name of the cookie that holds the access token (spec §7: "name from auth configuration"). */
  auth_cookie: z.string(),
  refresh_cookie: z.string(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
