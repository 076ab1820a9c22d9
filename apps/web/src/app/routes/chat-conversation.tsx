import { useParams } from 'react-router';
import { ConversationView } from '../../features/chat/components/conversation-view';
import { useSession } from '../../lib/auth/get-session';

/** /chat/:id (issue #22): one conversation, live. */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return <ConversationView key={id} id={id} selfId={user.id} />;
}
