import type { Api } from '@camperdeel/client/api';
import type { Answer } from '@camperdeel/client/request';
import type { ApiClient } from '../http/client.ts';

type Invitations = Api['admin']['users']['invitations'];
export type Invitee = Answer<Invitations['$get']>['uitnodigingen'][number];
export type InvitationOutcome = Answer<Invitations['$post']>['uitnodigingen'][number];

/** Users who never set a password (GET /api/admin/users/invitations). */
export async function listUninvited(client: ApiClient): Promise<Invitee[]> {
  const { uitnodigingen } = await client.call((api) => api.admin.users.invitations.$get());
  return uitnodigingen;
}

/** Sends invitations to these users, 500 per request (the server's batch limit). */
export async function sendInvitations(
  client: ApiClient,
  userIds: readonly string[],
): Promise<InvitationOutcome[]> {
  const outcomes: InvitationOutcome[] = [];
  for (let start = 0; start < userIds.length; start += 500) {
    const body = await client.call((api) =>
      api.admin.users.invitations.$post({ json: { user_ids: userIds.slice(start, start + 500) } }),
    );
    outcomes.push(...body.uitnodigingen);
  }
  return outcomes;
}
