import type { RuntimeConfig } from '@alongside/contract';

/**
 * Used when index.html carries no configuration (the Vite dev server serves it as `{}`), and for
 * any key the server left out. Cookie names match the API's defaults.
 */
export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = {
  api_base_url: '/api',
  public_url: '',
  environment: 'development',
  recaptcha_site_key: null,
  sentry_dsn: null,
  auth_cookie: 'auth.token',
  refresh_cookie: 'auth.refresh-token',
};

const NULLABLE_KEYS = new Set<keyof RuntimeConfig>(['recaptcha_site_key', 'sentry_dsn']);

/**
 * Reads the JSON the server writes into `<script type="application/json" id="runtime-config">`
 * (shape: RuntimeConfigSchema in @alongside/contract). The check is by hand rather than with the zod
 * schema so that zod stays out of the first JavaScript a phone downloads; a key with the wrong type
 * falls back to its default instead of stopping the app.
 */
export function parseRuntimeConfig(text: string | null | undefined): RuntimeConfig {
  const config: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
  let parsed: unknown;
  try {
    parsed = text && text.trim() !== '' ? JSON.parse(text) : {};
  } catch {
    return config;
  }
  if (typeof parsed !== 'object' || parsed === null) return config;
  const record = parsed as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_RUNTIME_CONFIG) as (keyof RuntimeConfig)[]) {
    const value = record[key];
    if (typeof value === 'string' && (value !== '' || NULLABLE_KEYS.has(key))) {
      Object.assign(config, { [key]: value === '' ? null : value });
    } else if (value === null && NULLABLE_KEYS.has(key)) {
      Object.assign(config, { [key]: null });
    }
  }
  return config;
}

let current: RuntimeConfig | undefined;

/** The configuration of this page, read from the document once. */
export function getRuntimeConfig(): RuntimeConfig {
  current ??= parseRuntimeConfig(
    typeof document === 'undefined' ? null : document.getElementById('runtime-config')?.textContent,
  );
  return current;
}

/** Tests set the configuration directly; `undefined` makes the next read come from the document. */
export function setRuntimeConfig(config: RuntimeConfig | undefined): void {
  current = config;
}

/**
 * The URL for an API path. Contract paths start with `/api/...` (authPaths); the `/api` prefix is
 * replaced by the configured base URL, so `/api/auth/login` with base `https://x.example/api` becomes
 * `https://x.example/api/auth/login`. A path without the prefix is joined to the base as it is.
 */
export function apiUrl(path: string, baseUrl: string = getRuntimeConfig().api_base_url): string {
  const relative =
    path === '/api' || path.startsWith('/api/') || path.startsWith('/api?') ? path.slice(4) : path;
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  if (relative === '') return base || '/';
  return `${base}${relative.startsWith('/') ? '' : '/'}${relative}`;
}
