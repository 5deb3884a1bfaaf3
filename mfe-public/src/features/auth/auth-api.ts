import { api } from '@camperdeel/client/api';
import { request } from '@camperdeel/client/request';
import type { ProfileUpdateInput } from '@camperdeel/rules/schemas/profile';

/**
 * The auth and profile calls of /auth (docs/product/api.md#api-contract-architecture-5) on the one typed client
 * (packages/client), as the steps' `useApiMutation` sends them; a refusal gets the one failure policy's toast.
 */
export const authApi = {
  login: (json: { email: string; wachtwoord: string }) => request(() => api.auth.login.$post({ json })),
  register: (json: { naam: string; email: string; wachtwoord: string }) =>
    request(() => api.auth.register.$post({ json })),
  saveProfile: (json: ProfileUpdateInput) => request(() => api.me.profile.$patch({ json })),
  requestPasswordReset: (json: { email: string }) =>
    request(() => api.auth['password-reset'].$post({ json })),
  confirmPasswordReset: (json: { token: string; wachtwoord: string }) =>
    request(() => api.auth['password-reset'].confirm.$post({ json })),
  confirmInvitation: (json: { token: string; wachtwoord: string }) =>
    request(() => api.auth.invitation.confirm.$post({ json })),
  confirmEmail: (json: { token: string }) => request(() => api.auth['confirm-email'].$post({ json })),
  resendConfirmation: (json: { token?: string }) =>
    request(() => api.auth['confirm-email'].resend.$post({ json })),
};
