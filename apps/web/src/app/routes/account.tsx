import { useDocumentTitle } from '../../components/layout/use-document-title';
import { AccountHub } from '../../features/account/components/account-hub';
import { useSession } from '../../lib/auth/get-session';

/** /account: the auth guard above makes sure someone with a confirmed address is signed in. */
export function Component() {
  useDocumentTitle('Your account');
  const { user } = useSession();
  return user ? <AccountHub user={user} /> : null;
}
