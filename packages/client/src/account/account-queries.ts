import { api } from '../api.ts';
import { getQuery } from '../get-query.ts';

/** The member's own sessions and mail settings; a failed load is only logged, the card says so in place. */
export const accountKeys = {
  sessions: ['me', 'sessions'],
  mailSettings: ['me', 'notification-settings'],
} as const;

export const accountQueries = {
  sessions: { ...getQuery(accountKeys.sessions, api.me.sessions, 'Sessies laden'), onlyLogged: true },
  mailSettings: {
    ...getQuery(accountKeys.mailSettings, api.me['notification-settings'], 'Meldingsinstellingen laden'),
    onlyLogged: true,
  },
};
