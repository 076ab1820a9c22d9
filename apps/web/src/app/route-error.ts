import { data, isRouteErrorResponse, type LoaderFunctionArgs } from 'react-router';
import type { ErrorPageProps } from '../components/feedback/error-page';

/** Spec §2: an unmatched route raises a not-found error reading "Page not found: {path}". */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  const { pathname } = new URL(request.url);
  throw data(`Page not found: ${pathname}`, { status: 404, statusText: 'Page Not Found' });
}

/**
 * What the error page shows (spec §2): the status code (500 unless the error carries one), the status
 * message (Page Not Found for 404, otherwise Internal Server Error) and the error's message.
 */
export function describeRouteError(error: unknown): ErrorPageProps {
  if (isRouteErrorResponse(error)) {
    const statusCode = error.status || 500;
    return {
      statusCode,
      statusMessage: defaultStatusMessage(statusCode),
      description: messageOf(error.data) ?? error.statusText ?? '',
    };
  }
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  const statusCode = typeof status === 'number' && status >= 400 ? status : 500;
  return { statusCode, statusMessage: defaultStatusMessage(statusCode), description: messageOf(error) ?? '' };
}

function defaultStatusMessage(statusCode: number): string {
  return statusCode === 404 ? 'Page Not Found' : 'Internal Server Error';
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.message;
  if (typeof value === 'object' && value !== null) {
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** Spec §2: no error page for crawlers. */
export function isBot(userAgent: string): boolean {
  return /bot|crawler|spider|crawling/i.test(userAgent);
}
