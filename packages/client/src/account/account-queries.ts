import { api } from '../api.ts';
import { request } from '../request.ts';

/** The member's own sessions and mail settings; a failed load is only logged, the card says so in place. */
export const accountKeys = {
  sessions: ['me', 'sessions'],
  mailSettings: ['me', 'notification-settings'],
} as const;

export const accountQueries = {
  sessions: {
    queryKey: accountKeys.sessions,
    queryFn: () => request(() => api.me.sessions.$get()),
    failureTitle: 'Sessies laden',
    onlyLogged: true,
  },
  mailSettings: {
    queryKey: accountKeys.mailSettings,
    queryFn: () => request(() => api.me['notification-settings'].$get()),
    failureTitle: 'Meldingsinstellingen laden',
    onlyLogged: true,
  },
};
