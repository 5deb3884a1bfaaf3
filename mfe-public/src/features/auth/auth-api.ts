import { api } from '@camperdeel/client/api';
import { type Answer, request } from '@camperdeel/client/request';
import { asResult } from '@camperdeel/client/result';

/**
 * The auth and profile calls of /auth (docs/product/api.md#api-contract-architecture-5) on the one typed client (packages/client). Each answers as a
 * `Result`, because the steps show their own spec toast per outcome (e.g. 'Login mislukt' with the server's reason).
 */
export const authApi = {
  login: (json: { email: string; wachtwoord: string }) =>
    asResult(request(() => api.auth.login.$post({ json }))),
  register: (json: { naam: string; email: string; wachtwoord: string }) =>
    asResult(request(() => api.auth.register.$post({ json }))),
  saveProfile: (json: {
    beschrijving?: string | null;
    telefoonnummer?: string | null;
    huisdieren?: string | null;
    allergieen_intolleranties?: string | null;
    aantal_familieleden?: number | null;
  }) => asResult(request(() => api.me.profile.$patch({ json }))),
  requestPasswordReset: (json: { email: string }) =>
    asResult(request(() => api.auth['password-reset'].$post({ json }))),
  confirmPasswordReset: (json: { token: string; wachtwoord: string }) =>
    asResult(request(() => api.auth['password-reset'].confirm.$post({ json }))),
  confirmInvitation: (json: { token: string; wachtwoord: string }) =>
    asResult(request(() => api.auth.invitation.confirm.$post({ json }))),
  confirmEmail: (json: { token: string }) =>
    asResult(request(() => api.auth['confirm-email'].$post({ json }))),
  resendConfirmation: (json: { token?: string }) =>
    asResult(request(() => api.auth['confirm-email'].resend.$post({ json }))),
};

export type MeUser = Answer<typeof api.auth.me.$get>['user'];
