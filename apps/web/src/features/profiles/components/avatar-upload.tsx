import { AVATAR_MAX_BYTES, PROFILE_MESSAGES, type SessionUser } from '@alongside/contract';
import AddAPhoto from '@mui/icons-material/AddAPhoto';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { isApiError } from '../../../lib/api-client';
import { useAvatarImage } from '../../../lib/avatar-image';
import { useRemoveAvatar, useUploadAvatar } from '../api/upload-avatar';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** What the browser can tell before uploading; the server checks the bytes again. */
function fileProblem(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return PROFILE_MESSAGES.avatarNotImage;
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_MESSAGES.avatarTooLarge;
  return null;
}

/**
 * Choose a photo, see it, then upload it (the server turns it upright, crops it square and removes
 * its location data). A saved photo can be removed.
 */
export function AvatarUpload({ user }: { user: SessionUser }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const { show } = useSnackbar();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const saved = useAvatarImage(user.avatar);
  const previewRef = useRef<string | null>(null);

  /** Keeps one preview URL alive at a time, and none after the screen closes. */
  const showChosen = (next: { file: File; preview: string } | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next?.preview ?? null;
    setChosen(next);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      showChosen(null);
      setError(problem);
      return;
    }
    showChosen({ file, preview: URL.createObjectURL(file) });
  };

  const send = async () => {
    if (!chosen) {
      setError(PROFILE_MESSAGES.avatarMissing);
      return;
    }
    try {
      await upload.mutateAsync(chosen.file);
      show({ message: PROFILE_MESSAGES.avatarSaved, state: 'success' });
      showChosen(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.errors?.['avatar']?.[0] ?? failure.message)
          : PROFILE_MESSAGES.avatarNotImage,
      );
    }
  };

  const drop = async () => {
    await remove.mutateAsync();
    show({ message: PROFILE_MESSAGES.avatarRemoved, state: 'success' });
  };

  return (
    <Box
      component="section"
      aria-labelledby={`${id}-heading`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h2" id={`${id}-heading`}>
        Your photo
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar
          src={chosen?.preview ?? saved}
          alt={chosen ? 'The photo you chose' : saved ? 'Your saved photo' : ''}
          sx={{ width: 96, height: 96, fontSize: '2rem' }}
        >
          {user.first_name.slice(0, 1)}
        </Avatar>
        <Typography>
          {chosen
            ? 'This is the photo you chose. Upload it to save it.'
            : user.avatar
              ? 'You have a photo on your profile.'
              : 'You have no photo yet.'}
        </Typography>
      </Box>
      <Box>
        <Typography
          component="label"
          htmlFor={`${id}-file`}
          sx={{ display: 'block', fontWeight: 600, mb: 1 }}
        >
          Choose a photo
        </Typography>
        <Box
          component="input"
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0])}
          sx={{ display: 'block', maxWidth: '100%', minHeight: 44, font: 'inherit' }}
        />
        <Typography id={`${id}-hint`} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          A JPEG, PNG or WebP photo of 5 MB or less. A clear photo of your face works best.
        </Typography>
      </Box>
      {error ? (
        <Alert severity="error" id={`${id}-error`}>
          {error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<AddAPhoto aria-hidden />}
          loading={upload.isPending}
          onClick={() => void send()}
        >
          Upload photo
        </Button>
        {user.avatar ? (
          <Button
            variant="outlined"
            color="error"
            size="large"
            loading={remove.isPending}
            onClick={() => void drop()}
          >
            Remove photo
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
