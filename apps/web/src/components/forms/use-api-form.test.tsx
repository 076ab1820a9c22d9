import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { ApiForm } from './api-form';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';
import { useApiForm } from './use-api-form';

const Schema = z.object({
  first_name: z
    .string()
    .min(1, { message: 'Enter your first name.' })
    .min(3, { message: 'At least 3 letters.' }),
  email: z.string().min(1, { message: 'Enter your e-mail address.' }),
});

type TestFormApi = ReturnType<typeof useApiForm<typeof Schema>>['form'];

/** A form whose "server" answers each submit with the error the test gives it. */
function TestForm({
  answer,
  onForm,
}: {
  answer: () => Promise<unknown>;
  onForm?: (form: TestFormApi) => void;
}) {
  const { form, binding, submit } = useApiForm(Schema, {
    defaultValues: { first_name: '', email: '' },
    fields: ['first_name', 'email'],
  });
  onForm?.(form);
  return (
    <ApiForm form={form} binding={binding} onSubmit={submit(answer)}>
      <FormTextField name="first_name" label="First name" autoComplete="given-name" />
      <FormTextField name="email" label="E-mail address" autoComplete="email" />
      <SubmitButton pending={form.formState.isSubmitting}>Save</SubmitButton>
    </ApiForm>
  );
}

/** The same form with its schema loaded on demand, as a landing page's form does. */
function LazySchemaForm({
  load,
  answer,
}: {
  load: () => Promise<typeof Schema>;
  answer: () => Promise<unknown>;
}) {
  const { form, binding, submit } = useApiForm(load, {
    defaultValues: { first_name: '', email: '' },
    fields: ['first_name', 'email'],
  });
  return (
    <ApiForm form={form} binding={binding} onSubmit={submit(answer)}>
      <FormTextField name="first_name" label="First name" autoComplete="given-name" />
      <FormTextField name="email" label="E-mail address" autoComplete="email" />
      <SubmitButton pending={form.formState.isSubmitting}>Save</SubmitButton>
    </ApiForm>
  );
}

const fieldDescription = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

describe('a schema given as a loader', () => {
  it('loads once, right after the first render, and checks a submit like a schema given directly', async () => {
    let loads = 0;
    let answers = 0;
    const load = async () => {
      loads += 1;
      return Schema;
    };
    render(
      <LazySchemaForm
        load={load}
        answer={async () => {
          answers += 1;
        }}
      />,
    );
    await waitFor(() => expect(loads).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldDescription('First name')).toBe('Enter your first name.'));
    expect(answers).toBe(0);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(answers).toBe(1));
    expect(loads).toBe(1);
  });

  it('tries again at the next submit when loading failed', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Schema;
    };
    render(<LazySchemaForm load={load} answer={async () => undefined} />);
    await waitFor(() => expect(loads).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldDescription('First name')).toBe('Enter your first name.'));
    expect(loads).toBe(2);
  });
});

describe('form field errors (spec §5)', () => {
  it('shows the first message of each field, linked to the input, and focuses the first invalid field', async () => {
    render(<TestForm answer={async () => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fieldDescription('First name')).toBe('Enter your first name.'));
    expect(fieldDescription('E-mail address')).toBe('Enter your e-mail address.');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
  });

  it('shows the server’s message for a field instead of the form’s own, until the field is edited', async () => {
    let attempt = 0;
    render(
      <TestForm
        answer={async () => {
          attempt += 1;
          throw new ApiError(422, 'Some of the details need fixing.', {
            email: ['That e-mail address is taken.'],
          });
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fieldDescription('E-mail address')).toBe('That e-mail address is taken.'));
    expect(attempt).toBe(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail address')));
    expect(screen.queryByRole('alert')).toBeNull();

    // Emptying the field makes the form's own check fail too: the server's message still wins.
    // Editing drops it, so the form's own message shows.
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: '' } });
    await waitFor(() => expect(fieldDescription('E-mail address')).toBe('Enter your e-mail address.'));
  });

  it('keeps the server’s message for a field while other fields are edited, and over the form’s own', async () => {
    let formApi: TestFormApi | undefined;
    render(
      <TestForm
        onForm={(form) => {
          formApi = form;
        }}
        answer={async () => {
          throw new ApiError(422, 'Fix it.', { first_name: ['The server does not like this name.'] });
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Adam' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'a@b.c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldDescription('First name')).toBe('The server does not like this name.'));

    // The other field's edit re-runs the form's checks; the name is still the server's.
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: '' } });
    await waitFor(() => expect(fieldDescription('E-mail address')).toBe('Enter your e-mail address.'));
    expect(fieldDescription('First name')).toBe('The server does not like this name.');

    // The form's own check of that field fails as well (say, on blur): the server's message wins.
    act(() => formApi?.setError('first_name', { type: 'min', message: 'At least 3 letters.' }));
    expect(fieldDescription('First name')).toBe('The server does not like this name.');
  });

  it('shows an error that is about no field at the top of the form, and moves focus to it', async () => {
    render(
      <TestForm
        answer={async () => {
          throw new ApiError(401, 'The e-mail address or password is incorrect.');
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'a@b.c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The e-mail address or password is incorrect.');
    await waitFor(() => expect(document.activeElement).toBe(alert));

    // The same failure again moves focus to the message again.
    screen.getByLabelText('E-mail address').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
  });
});
