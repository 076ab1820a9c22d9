import { useRouteError } from 'react-router';
import { ErrorPage } from '../components/feedback/error-page';
import { describeRouteError, isBot } from './route-error';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (typeof navigator !== 'undefined' && isBot(navigator.userAgent)) return null;
  return <ErrorPage {...describeRouteError(error)} />;
}
