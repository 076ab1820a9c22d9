import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { ErrorPage } from '../components/feedback/error-page';
import { PageLoading } from '../components/layout/page-loading';
import { reportError } from '../lib/error-reporting';
import { isChunkLoadError, reloadToPath } from '../lib/reload-guard';
import { describeRouteError, isBot } from './route-error';

const CHUNK_FAILED_TEXT = 'This page could not be loaded. Check your internet connection, then try again.';

/** Whether a reload was started for an error, decided once per error (renders may repeat). */
const reloadStarted = new WeakMap<object, boolean>();

/**
 * The root error element. A page whose code failed to load (a new build replaced it, or the link
 * dropped) reloads at the target path instead (spec §8), at most once in 10 s; every other
 * unexpected error is reported (when reporting is on) and shown as the error page (spec §2).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  const description = describeRouteError(error);
  const chunkFailed = isChunkLoadError(error);

  let reloading = false;
  if (chunkFailed && typeof error === 'object' && error !== null) {
    if (!reloadStarted.has(error)) reloadStarted.set(error, reloadToPath(`${pathname}${search}${hash}`));
    reloading = reloadStarted.get(error) === true;
  }

  useEffect(() => {
    if (!reloading && description.statusCode >= 500) reportError(error);
  }, [error, reloading, description.statusCode]);

  if (typeof navigator !== 'undefined' && isBot(navigator.userAgent)) return null;
  if (reloading) return <PageLoading />;
  return (
    <ErrorPage
      {...description}
      // The browser's wording names a file; say what it means for the person instead.
      description={chunkFailed ? CHUNK_FAILED_TEXT : description.description}
    />
  );
}
