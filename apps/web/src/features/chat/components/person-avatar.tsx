import type { Conversation } from '@alongside/contract';
import Avatar from '@mui/material/Avatar';
import { useAvatarImage } from '../../../lib/avatar-image';
import { personInitials } from '../chat-words';

/** The other person's photo, or their initials; their name is always beside it. */
export function PersonAvatar({ person, size = 48 }: { person: Conversation['other']; size?: number }) {
  const src = useAvatarImage(person.avatar);
  return (
    <Avatar
      src={src}
      alt=""
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        fontSize: size / 2.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {personInitials(person)}
    </Avatar>
  );
}
