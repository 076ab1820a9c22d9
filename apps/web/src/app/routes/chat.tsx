import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ConversationList } from '../../features/chat/components/conversation-list';
import { NameSearch } from '../../features/chat/components/name-search';
import { useSession } from '../../lib/auth/get-session';

/** /chat (issue #22): your conversations, found by name (`?name=`, kept in the address). */
export function Component() {
  const { user } = useSession();
  useDocumentTitle('Messages');
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const onName = useCallback(
    (typed: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed.trim()) next.set('name', typed.trim());
          else next.delete('name');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    if (to > 1) next.set('page', String(to));
    else next.delete('page');
    const query = next.toString();
    return query ? `/chat?${query}` : '/chat';
  };
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Messages</Typography>
      <NameSearch value={name} onChange={onName} />
      <ConversationList selfId={user.id} name={name} page={page} pageLink={pageLink} />
    </Box>
  );
}
