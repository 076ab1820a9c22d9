import { DOCUMENT_MESSAGES, type Document } from '@alongside/contract';
import {
  australianDate,
  DOCUMENT_FIELD_LABELS,
  DOCUMENT_REQUIREMENTS,
  type DocumentField,
  type VerificationDocumentType,
} from '@alongside/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { ApiForm } from '../../../components/forms/api-form';
import { useApiFormBinding } from '../../../components/forms/api-form-context';
import { FormStateSelect } from '../../../components/forms/form-state-select';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useUploadDocument } from '../api/upload-document';
import {
  ACCEPTED_FILE_EXTENSIONS,
  documentFormFields,
  documentFormSchema,
  type DocumentFormValues,
} from './document-upload-schema';

/** The hint under the file input. */
export const FILE_HINT = 'PDF, JPEG or PNG, up to 10 MB.';
export const FILE_LABEL = 'Your file';

/** The label of a field for this type: its own name for the number, "(optional)" when it may stay empty. */
export function fieldLabel(type: VerificationDocumentType, field: DocumentField, required: boolean): string {
  const base =
    field === 'document_number'
      ? (DOCUMENT_REQUIREMENTS[type].numberLabel ?? DOCUMENT_FIELD_LABELS.document_number)
      : DOCUMENT_FIELD_LABELS[field];
  return required ? base : `${base} (optional)`;
}

const FIELD_HINTS: Partial<Record<DocumentField, string>> = {
  abn: 'The 11 digits, for example 51 824 753 556.',
  document_number: 'As it is printed on the document.',
};

function initialValues(open: Document | null): DocumentFormValues {
  return {
    document_number: open?.document_number ?? '',
    abn: open?.abn ?? '',
    issuing_state: open?.issuing_state ?? '',
    issued_on: open?.issued_on ?? '',
    expires_on: open?.expires_on ?? '',
    file: null,
  };
}

/**
 * The details a requirement type asks for and its file, sent as one multipart upload. A new upload
 * replaces the open (pending or rejected) one; a rejected one's details are filled in to start from.
 */
export function DocumentUploadForm({
  type,
  open,
  onUploaded,
}: {
  type: VerificationDocumentType;
  open: Document | null;
  /** Called after the upload is saved (the screen starts a fresh form). */
  onUploaded?: (document: Document) => void;
}) {
  const requirement = DOCUMENT_REQUIREMENTS[type];
  const upload = useUploadDocument();
  const { show } = useSnackbar();
  const schema = useMemo(() => documentFormSchema(type, australianDate(new Date())), [type]);
  const fields = documentFormFields(type);
  const { form, binding, submit } = useApiForm(schema, {
    defaultValues: initialValues(open),
    fields: [...fields.map(({ field }) => field), 'file'],
  });

  return (
    <ApiForm
      form={form}
      binding={binding}
      aria-label={requirement.needsFile ? 'Upload a document' : 'Your ABN'}
      onSubmit={submit(async ({ details, file }) => {
        const saved = await upload.mutateAsync({ fields: { document_type: type, ...details }, file });
        show({
          message: requirement.needsFile ? DOCUMENT_MESSAGES.uploaded : DOCUMENT_MESSAGES.abnSaved,
          state: 'success',
        });
        onUploaded?.(saved);
      })}
    >
      {fields.map(({ field, required }) =>
        field === 'issuing_state' ? (
          <FormStateSelect key={field} name="issuing_state" label={fieldLabel(type, field, required)} />
        ) : (
          <FormTextField
            key={field}
            name={field}
            label={fieldLabel(type, field, required)}
            autoComplete="off"
            type={field === 'issued_on' || field === 'expires_on' ? 'date' : 'text'}
            inputMode={field === 'abn' ? 'numeric' : undefined}
            hint={FIELD_HINTS[field]}
          />
        ),
      )}
      {requirement.needsFile ? <FileField /> : null}
      <SubmitButton pending={form.formState.isSubmitting}>
        {requirement.needsFile ? 'Upload document' : 'Save ABN'}
      </SubmitButton>
    </ApiForm>
  );
}

/** The browser's own file input, labelled, with its hint and its message (the server's wins). */
function FileField() {
  const {
    field: { ref, onChange, onBlur, value },
  } = useController({ name: 'file' });
  const { fieldError, clearServerError } = useApiFormBinding();
  const error = fieldError('file');
  const id = useId();
  const chosen = value as File | null;
  return (
    <Box>
      <Typography component="label" htmlFor={`${id}-file`} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
        {FILE_LABEL}
      </Typography>
      <Box
        component="input"
        ref={ref}
        id={`${id}-file`}
        name="file"
        type="file"
        accept={ACCEPTED_FILE_EXTENSIONS.join(',')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          clearServerError('file');
          onChange(event.target.files?.[0] ?? null);
        }}
        onBlur={onBlur}
        sx={{
          display: 'block',
          maxWidth: '100%',
          minHeight: 44,
          font: 'inherit',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      />
      <Typography id={`${id}-hint`} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {FILE_HINT}
        {chosen ? ` Chosen: ${chosen.name}.` : ''}
      </Typography>
      {error ? (
        <Typography id={`${id}-error`} variant="body2" sx={{ color: 'error.main', mt: 0.5, fontWeight: 600 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
