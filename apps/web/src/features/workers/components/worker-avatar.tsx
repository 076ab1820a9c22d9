import Avatar from '@mui/material/Avatar';
import { useAvatarImage } from '../../../lib/avatar-image';
import { workerInitials } from '../worker-words';

/** The worker's photo, or their initials; the name is always beside it, so the picture says nothing more. */
export function WorkerAvatar({
  worker,
  size = 56,
}: {
  worker: { first_name: string; last_initial: string; avatar: { id: string; url: string } | null };
  size?: number;
}) {
  const src = useAvatarImage(worker.avatar);
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
      {workerInitials(worker)}
    </Avatar>
  );
}
