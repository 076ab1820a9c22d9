import { AUSTRALIAN_STATES } from '@alongside/domain';
import { FormSelect } from './form-select';

export interface FormStateSelectProps {
  name: string;
  /** Always visible (never a placeholder only). */
  label: string;
}

const STATE_OPTIONS = [
  { value: '', label: 'Choose one' },
  ...AUSTRALIAN_STATES.map((state) => ({ value: state.shortName, label: state.name })),
];

/** An Australian state or territory, as a FormSelect. */
export function FormStateSelect({ name, label }: FormStateSelectProps) {
  return <FormSelect name={name} label={label} options={STATE_OPTIONS} />;
}
