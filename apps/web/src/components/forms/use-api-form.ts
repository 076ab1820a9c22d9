import { fieldErrorText, type FieldErrors } from '@alongside/domain';
import { apiErrorText, UNEXPECTED_ERROR_TEXT } from '../../lib/api-error-text';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface ApiFormOptions<S extends FormSchema> {
  defaultValues: DefaultValues<z.input<S>>;
  /** The fields in the order they appear: server errors for them show under the field, focus goes to the first. */
  fields: readonly Path<z.input<S>>[];
}

/**
 * A react-hook-form form checked with a contract or domain schema, that also takes the API's answer
 * to a submit: a field's server error wins over the form's own (spec §5) until the person edits that
 * field; any other failure becomes one form-level message.
 *
 * The schema may be given as a loader (`() => import(...)`): a landing page's form then draws without
 * waiting for zod, which loads right after the first render; a submit before then waits for it
 * (docs/decisions/011-first-page-performance.md).
 */
export function useApiForm<S extends FormSchema>(schema: S | (() => Promise<S>), options: ApiFormOptions<S>) {
  const [resolver] = useState(() => schemaResolver(schema));
  useEffect(() => {
    void resolver.load().catch(() => undefined);
  }, [resolver]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolver.resolve,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ message: string; items: string[] } | null>(null);
  // A new object on every failed submit, so focus moves again even when the target is the same.
  const [focusTarget, setFocusTarget] = useState<{ field: Path<z.input<S>> | null } | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const { fields } = options;

  // Focus moves after the errors have rendered, so the field's description already holds its message.
  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.field === null) formErrorRef.current?.focus();
    else form.setFocus(focusTarget.field);
  }, [focusTarget, form]);

  const fieldError = (name: string): string | undefined => {
    const own = form.getFieldState(name as Path<z.input<S>>, form.formState).error?.message;
    return fieldErrorText(own ? [own] : undefined, serverErrors[name]);
  };

  const clearServerError = useCallback((name: string) => {
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  /** Shows what went wrong with a submit; the API client already left the snackbar out. */
  const showError = useCallback(
    (error: unknown) => {
      if (!isApiError(error)) {
        setFormError({ message: UNEXPECTED_ERROR_TEXT, items: [] });
        setFocusTarget({ field: null });
        return;
      }
      const errors = error.errors ?? {};
      const known = fields.filter((field) => (errors[field]?.length ?? 0) > 0);
      const others = Object.entries(errors)
        .filter(([field]) => !(fields as readonly string[]).includes(field))
        .flatMap(([, messages]) => messages.slice(0, 1));
      setServerErrors(Object.fromEntries(known.map((field) => [field, errors[field] ?? []])));
      if (known.length === 0 || others.length > 0) {
        setFormError({ message: apiErrorText(error.message), items: others });
      } else {
        setFormError(null);
      }
      const first = known[0];
      setFocusTarget({ field: first ?? null });
    },
    [fields],
  );

  /** The submit handler: checks the values with the schema, then runs `action` with the parsed ones. */
  const submit = (action: (values: z.output<S>) => Promise<unknown>) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      setServerErrors({});
      try {
        await action(values);
      } catch (error) {
        showError(error);
      }
    });

  const binding: ApiFormBinding = { fieldError, clearServerError, formError, formErrorRef };
  return { form, binding, showError, submit };
}

/** What the form's fields need besides react-hook-form's own context. */
export interface ApiFormBinding {
  fieldError: (name: string) => string | undefined;
  clearServerError: (name: string) => void;
  formError: { message: string; items: string[] } | null;
  formErrorRef: RefObject<HTMLDivElement | null>;
}

type FormResolver<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>>;

function schemaResolver<S extends FormSchema>(schema: S | (() => Promise<S>)) {
  let loading: Promise<FormResolver<S>> | null = null;
  const load = () =>
    (loading ??= (typeof schema === 'function' ? schema() : Promise.resolve(schema)).then(
      (loaded) => zodResolver(loaded) as FormResolver<S>,
      (error: unknown) => {
        // A failed load (offline) is tried again at the next submit.
        loading = null;
        throw error;
      },
    ));
  const resolve: FormResolver<S> = async (values, context, resolverOptions) =>
    (await load())(values, context, resolverOptions);
  return { load, resolve };
}
