import { AddressBodySchema, ADDRESS_MESSAGES, type Address } from '@alongside/contract';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { ApiForm } from '../../../components/forms/api-form';
import { FormStateSelect } from '../../../components/forms/form-state-select';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { useAddAddress, useUpdateAddress } from '../api/save-address';
import { SuburbField } from './suburb-field';

/** The API's own body schema; which address is the main one is chosen on the list, not here. */
const AddressFormSchema = AddressBodySchema.omit({ is_primary: true });
type AddressFormValues = z.input<typeof AddressFormSchema>;

// In the order they appear: the first one with an error takes the focus.
const FIELDS = ['address', 'address_2', 'suburb', 'state', 'postcode', 'label'] as const;

function initialValues(address: Address | undefined): AddressFormValues {
  return {
    label: address?.label ?? '',
    address: address?.address ?? '',
    address_2: address?.address_2 ?? '',
    suburb: address?.suburb ?? '',
    state: (address?.state ?? '') as AddressFormValues['state'],
    postcode: address?.postcode ?? '',
  };
}

/** Adds an address, or changes `address` when given; then back to the list with a note. */
export function AddressForm({ address }: { address?: Address }) {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const { form, binding, submit } = useApiForm(AddressFormSchema, {
    defaultValues: initialValues(address),
    fields: FIELDS,
  });

  return (
    <ApiForm
      form={form}
      binding={binding}
      aria-label={address ? 'Change this address' : 'Add an address'}
      onSubmit={submit(async (values) => {
        if (address) await update.mutateAsync({ id: address.id, body: values });
        else await add.mutateAsync(values);
        await navigate('/addresses');
        show({ message: address ? ADDRESS_MESSAGES.saved : ADDRESS_MESSAGES.added, state: 'success' });
      })}
    >
      <FormTextField
        name="address"
        label="Street address"
        autoComplete="address-line1"
        hint="For example 12 Wattle Street."
      />
      <FormTextField
        name="address_2"
        label="Second line (optional)"
        autoComplete="address-line2"
        hint="A unit, level or building, if there is one."
      />
      <SuburbField />
      <FormStateSelect name="state" label="State or territory" />
      <FormTextField name="postcode" label="Postcode" autoComplete="postal-code" inputMode="numeric" />
      <FormTextField
        name="label"
        label="Name for this address (optional)"
        autoComplete="off"
        hint="For example Home or Work. Only you see it."
      />
      <SubmitButton pending={form.formState.isSubmitting}>
        {address ? 'Save changes' : 'Add address'}
      </SubmitButton>
    </ApiForm>
  );
}
