import { useDocumentTitle } from '../../components/layout/use-document-title';
import { Welcome } from '../../features/account/components/welcome';
import { useSession } from '../../lib/auth/get-session';

/** / and /home: the auth guard above makes sure someone with a confirmed address is signed in. */
export function Component() {
  useDocumentTitle('Home');
  const { user } = useSession();
  return user ? <Welcome user={user} /> : null;
}
