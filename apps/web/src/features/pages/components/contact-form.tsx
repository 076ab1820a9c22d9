import { ContactMessageBodySchema } from '@alongside/contract';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
} from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ApiForm } from '../../../components/forms/api-form';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSession } from '../../../lib/auth/get-session';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_DETAILS } from '../contact-details';
import { MessageField } from './message-field';

const TOPIC_OPTIONS = CONTACT_TOPICS.map((topic) => ({ value: topic, label: CONTACT_TOPIC_LABELS[topic] }));

const EMPTY = { name: '', email: '', message: '' };

/** The contact form: a signed-in person finds their name and e-mail already filled in. */
export function ContactForm() {
  const send = useSendContactMessage();
  const { user } = useSession();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { form, binding, submit } = useApiForm(ContactMessageBodySchema, {
    defaultValues: EMPTY,
    fields: ['name', 'email', 'topic', 'message'],
  });

  // The session may arrive after the form: fill only what the person has not typed yet.
  useEffect(() => {
    if (!user) return;
    if (!form.getValues('name')) form.setValue('name', `${user.first_name} ${user.last_name}`.trim());
    if (!form.getValues('email')) form.setValue('email', user.email);
  }, [user, form, sent]);

  useEffect(() => {
    if (sent) resultRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Alert severity="success" ref={resultRef} tabIndex={-1} sx={{ '&:focus': { outline: '3px solid' } }}>
          <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
            Message sent
          </Typography>
          <Typography component="p">{sent.message}</Typography>
        </Alert>
        <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
          What happens next
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, lineHeight: 1.6 }}>
          <li>
            We have e-mailed a copy of this note to {sent.email}. Check your junk folder if you cannot see it.
          </li>
          <li>A person from our support team reads your message.</li>
          <li>
            We reply to {sent.email} within {CONTACT_DETAILS.replyWithin}.
          </li>
        </Box>
        <Button
          variant="outlined"
          onClick={() => {
            form.reset(EMPTY);
            setSent(null);
          }}
        >
          Send another message
        </Button>
      </Box>
    );
  }

  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async ({ recaptcha_token: _unused, ...body }) => {
        const answer = await send.mutateAsync(body);
        setSent({ email: body.email, message: answer.message });
      })}
    >
      <FormTextField name="name" label="Your name" autoComplete="name" />
      <FormTextField
        name="email"
        label="E-mail address"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <FormRadioGroup name="topic" legend="What is it about?" options={TOPIC_OPTIONS} />
      <MessageField
        name="message"
        label="Your message"
        hint={`Between ${CONTACT_MESSAGE_MIN_LENGTH} and ${CONTACT_MESSAGE_MAX_LENGTH} characters.`}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
      />
      <SubmitButton pending={form.formState.isSubmitting}>Send message</SubmitButton>
    </ApiForm>
  );
}
