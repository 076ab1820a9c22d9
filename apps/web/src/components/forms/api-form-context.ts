import { createContext, use } from 'react';
import type { ApiFormBinding } from './use-api-form';

export const ApiFormContext = createContext<ApiFormBinding | null>(null);

export function useApiFormBinding(): ApiFormBinding {
  const binding = use(ApiFormContext);
  if (!binding) throw new Error('Form fields must be inside an ApiForm.');
  return binding;
}
