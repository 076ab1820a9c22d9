import { authPaths, type RegisterBody, type TokenPair } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api, NO_AUTH_HEADER } from '../../../lib/api-client';
import { getRecaptchaToken } from '../../../lib/recaptcha';

/** POST /api/auth/register: creates the account and answers with tokens, so it also signs in. */
export async function register(body: Omit<RegisterBody, 'recaptcha_token'>): Promise<TokenPair> {
  const recaptchaToken = await getRecaptchaToken('register');
  return api.post<TokenPair>(
    authPaths.register,
    { ...body, recaptcha_token: recaptchaToken },
    { headers: { [NO_AUTH_HEADER]: 'true' }, snackbar: false },
  );
}

export function useRegister() {
  return useMutation({ mutationKey: ['account', 'register'], mutationFn: register });
}
