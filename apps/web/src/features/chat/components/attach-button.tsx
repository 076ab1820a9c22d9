import { ATTACHMENT_FILE_TYPES, ATTACHMENT_MAX_BYTES } from '@alongside/contract';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Button from '@mui/material/Button';
import { useRef } from 'react';

export const ATTACHMENT_TOO_LARGE = 'Choose a photo or PDF of 10 MB or less.';

/**
 * "Attach a photo or PDF": opens the device's file chooser (the camera on a phone) for a JPEG, PNG
 * or PDF. A file over 10 MB is refused here, before it is sent over a slow connection; the server
 * checks every file again by its bytes.
 */
export function AttachButton({
  onAttach,
  onRefused,
  disabled,
}: {
  onAttach: (file: File) => void;
  onRefused: (message: string) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={ATTACHMENT_FILE_TYPES.join(',')}
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (file.size > ATTACHMENT_MAX_BYTES) onRefused(ATTACHMENT_TOO_LARGE);
          else onAttach(file);
        }}
      />
      <Button
        type="button"
        variant="outlined"
        size="large"
        disabled={disabled}
        startIcon={<AttachFileOutlined aria-hidden="true" />}
        onClick={() => input.current?.click()}
        sx={{ minHeight: 56, alignSelf: 'flex-start' }}
      >
        Attach a photo or PDF
      </Button>
    </>
  );
}
