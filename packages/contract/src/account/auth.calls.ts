// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

export const authPaths = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  session: '/api/auth/session',
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
  verifyEmail: '/api/auth/email/verify',
  resendEmail: '/api/auth/email/resend',
  forgotPassword: '/api/auth/password/forgot',
  resetPassword: '/api/auth/password/reset',
} as const;
