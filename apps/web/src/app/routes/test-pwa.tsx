import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PwaStatusPage } from '../../features/pwa/components/pwa-status-page';

/** /test-pwa (spec §2): the PWA state and controls; no login. */
export function Component() {
  useDocumentTitle('Test the app features');
  return <PwaStatusPage title="Test the app features" />;
}
