import Avatar from '@mui/material/Avatar';
import { useAvatarImage } from '../../lib/avatar-image';

/** Whom an avatar stands for: a first name, a last initial and perhaps a photo. */
export type AvatarPerson = {
  first_name: string;
  last_initial: string;
  avatar: { id: string; url: string } | null;
};

/** "WT": the first letters of the first name and the last initial. */
export function initialsOf(person: Pick<AvatarPerson, 'first_name' | 'last_initial'>): string {
  return `${person.first_name.slice(0, 1)}${person.last_initial.slice(0, 1)}`.toUpperCase();
}

/**
 * A person's photo, or their initials (a worker on a card, the other person in a conversation). Their
 * name is always beside it, so the picture says nothing more to a screen reader.
 */
export function PersonAvatar({ person, size = 48 }: { person: AvatarPerson; size?: number }) {
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
      {initialsOf(person)}
    </Avatar>
  );
}
