import { api } from '../../lib/api.ts';
import { call } from '../../lib/api-call.ts';

/** The session calls the owner area needs (architecture §5), on the typed BFF client. */
export const sessionApi = {
  me: () => call(() => api.auth.me.$get()),
  logout: () => call(() => api.auth.logout.$post()),
};
