import type { MessageAttachment } from '@alongside/contract';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAttachmentFile } from '../api/get-attachment';
import { fileSizeText } from '../chat-words';

/**
 * A photo or PDF in a message. A photo is shown (its name is its text for screen readers); a PDF
 * is a button that opens it in a new tab. Both are fetched with the person's own token.
 */
export function AttachmentView({ attachment }: { attachment: MessageAttachment }) {
  const isPdf = attachment.type === 'application/pdf';
  const file = useAttachmentFile(attachment.url);
  if (file.isError) {
    return (
      <Typography>{`We could not load ${attachment.name}. Check your connection and open the conversation again.`}</Typography>
    );
  }
  if (isPdf) {
    const label = `Open ${attachment.name} (PDF, ${fileSizeText(attachment.size)})`;
    const icon = <PictureAsPdfOutlined aria-hidden="true" />;
    const look = {
      minHeight: 44,
      textTransform: 'none',
      justifyContent: 'flex-start',
      bgcolor: 'background.paper',
    } as const;
    return file.objectUrl ? (
      <Button
        variant="outlined"
        color="inherit"
        startIcon={icon}
        href={file.objectUrl}
        target="_blank"
        rel="noopener"
        sx={look}
      >
        {label}
      </Button>
    ) : (
      <Button variant="outlined" color="inherit" startIcon={icon} disabled sx={look}>
        {label}
      </Button>
    );
  }
  return (
    <Box sx={{ minWidth: 120, minHeight: 90, display: 'grid', placeItems: 'center' }}>
      {file.objectUrl ? (
        <Box
          component="img"
          src={file.objectUrl}
          alt={`Photo: ${attachment.name}`}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, borderRadius: 2 }}
        />
      ) : (
        <CircularProgress size={24} aria-label={`Loading the photo ${attachment.name}`} />
      )}
    </Box>
  );
}
