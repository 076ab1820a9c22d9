import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PwaStatusPage } from '../../features/pwa/components/pwa-status-page';

/** /pwa-demo (spec §2): the PWA state and controls; no login. */
export function Component() {
  useDocumentTitle('PWA demo');
  return <PwaStatusPage title="PWA demo" />;
}
