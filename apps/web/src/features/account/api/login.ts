import { authPaths, type LoginBody, type TokenPair } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api, NO_AUTH_HEADER } from '../../../lib/api-client';
import { getRecaptchaToken } from '../../../lib/recaptcha';

/** POST /api/auth/login. Errors are shown on the form, so the snackbar stays out of it. */
export async function login(body: Omit<LoginBody, 'recaptcha_token'>): Promise<TokenPair> {
  const recaptchaToken = await getRecaptchaToken('login');
  return api.post<TokenPair>(
    authPaths.login,
    { ...body, recaptcha_token: recaptchaToken },
    { headers: { [NO_AUTH_HEADER]: 'true' }, snackbar: false },
  );
}

export function useLogin() {
  return useMutation({ mutationKey: ['account', 'login'], mutationFn: login });
}
