import { ATTACHMENT_FILE_TYPES, ATTACHMENT_MAX_BYTES } from '@alongside/contract';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Button from '@mui/material/Button';
import { useRef } from 'react';

export const ATTACHMENT_TOO_LARGE = 'Choose a photo or PDF of 10 MB or less.';
export const ATTACHMENT_WRONG_TYPE = 'Attach a PDF, JPEG or PNG file.';

/**
 * "Attach a photo or PDF": opens the device's file chooser (the camera on a phone) for a JPEG, PNG
 * or PDF. A file of another type or over 10 MB is refused here, before it is sent over a slow
 * connection; the server checks every file again by its bytes. While a file is sent (`busy`) the
 * button ignores presses but stays focusable: disabling it would drop focus to the page's start.
 */
export function AttachButton({
  onAttach,
  onRefused,
  busy = false,
}: {
  onAttach: (file: File) => void;
  onRefused: (message: string) => void;
  busy?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const types: readonly string[] = ATTACHMENT_FILE_TYPES;
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
          if (!types.includes(file.type)) onRefused(ATTACHMENT_WRONG_TYPE);
          else if (file.size > ATTACHMENT_MAX_BYTES) onRefused(ATTACHMENT_TOO_LARGE);
          else onAttach(file);
        }}
      />
      <Button
        type="button"
        variant="outlined"
        size="large"
        aria-disabled={busy || undefined}
        startIcon={<AttachFileOutlined aria-hidden="true" />}
        onClick={() => {
          if (!busy) input.current?.click();
        }}
        sx={{ minHeight: 56, alignSelf: 'flex-start', '&[aria-disabled="true"]': { opacity: 0.6 } }}
      >
        Attach a photo or PDF
      </Button>
    </>
  );
}
