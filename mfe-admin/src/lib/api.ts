/** The one typed client of the web apps (packages/client): same origin, session cookie included. */
export { api } from '@camperdeel/client/api';
