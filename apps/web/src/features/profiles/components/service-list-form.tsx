import { SERVICE_CATALOGUE, ServiceListSchema } from '@alongside/domain';
import { ChoiceListForm } from './choice-list-form';
import type { ProfileFormHost } from './profile-form-host';

type ServiceListField = 'service_offerings' | 'support_requirements';

const LEGENDS: Readonly<Record<ServiceListField, string>> = {
  service_offerings: 'I can help with',
  support_requirements: 'I need help with',
};

/** The services a worker offers or a client needs: the same catalogue, ticked on one form. */
export function ServiceListForm({
  field,
  value,
  ...host
}: ProfileFormHost & { field: ServiceListField; value: readonly string[]; emptyMessage?: string }) {
  return (
    <ChoiceListForm
      field={field}
      schema={ServiceListSchema}
      legend={LEGENDS[field]}
      options={SERVICE_CATALOGUE}
      value={value}
      {...host}
    />
  );
}
