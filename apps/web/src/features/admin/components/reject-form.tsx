import { RejectBodySchema, REJECTION_REASON_MAX } from '@alongside/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useRejectDocument } from '../api/decide-document';

export const REASON_LABEL = 'Reason the person will see';

/** Asks for the reason (the owner reads it, so it must say what to fix), then rejects. */
export function RejectForm({
  documentId,
  uploadedAt,
  onRejected,
  onCancel,
}: {
  documentId: string;
  /** The upload the reviewer is looking at. */
  uploadedAt: string;
  onRejected: () => Promise<void> | void;
  onCancel: () => void;
}) {
  const reject = useRejectDocument();
  const { form, binding, submit } = useApiForm(RejectBodySchema, {
    defaultValues: { reason: '' },
    fields: ['reason'],
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      aria-label="Reject the document"
      onSubmit={submit(async ({ reason }) => {
        await reject.mutateAsync({ id: documentId, uploadedAt, reason });
        await onRejected();
      })}
    >
      <FormTextField
        name="reason"
        label={REASON_LABEL}
        autoComplete="off"
        multiline
        minRows={3}
        autoFocus
        hint={`Say what is wrong and what to upload instead. At most ${REJECTION_REASON_MAX} characters.`}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          type="submit"
          variant="contained"
          color="error"
          size="large"
          loading={form.formState.isSubmitting}
        >
          Reject the document
        </Button>
        <Button type="button" variant="outlined" size="large" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    </ApiForm>
  );
}
