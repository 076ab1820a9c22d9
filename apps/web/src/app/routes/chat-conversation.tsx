import { useParams } from 'react-router';
import { ConversationView } from '../../features/chat/components/conversation-view';
import { LazyPushOffer } from '../../features/notifications/components/lazy-push-offer';
import { useSession } from '../../lib/auth/get-session';

/**
 * /chat/:id (issue #22): one conversation, live. Once the person has written, this device's
 * notifications are offered (never on opening the page).
 */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return (
    <ConversationView
      key={id}
      id={id}
      selfId={user.id}
      afterSending={<LazyPushOffer when="someone answers your message" />}
    />
  );
}
