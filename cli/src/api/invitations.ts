import type { ApiClient } from '../http/client.ts';

export type Invitee = { user_id: string; email: string; naam: string };

export type InvitationOutcome = {
  user_id: string;
  email: string | null;
  verstuurd: boolean;
  fout?: { code: string; message: string };
};

/** Users who never set a password (GET /api/admin/users/invitations). */
export async function listUninvited(client: ApiClient): Promise<Invitee[]> {
  const { uitnodigingen } = await client.get<{ uitnodigingen: Invitee[] }>('/api/admin/users/invitations');
  return uitnodigingen;
}

/** Sends invitations to these users, 500 per request (the server's batch limit). */
export async function sendInvitations(
  client: ApiClient,
  userIds: readonly string[],
): Promise<InvitationOutcome[]> {
  const outcomes: InvitationOutcome[] = [];
  for (let start = 0; start < userIds.length; start += 500) {
    const { body } = await client.request<{ uitnodigingen: InvitationOutcome[] }>(
      'POST',
      '/api/admin/users/invitations',
      { body: { user_ids: userIds.slice(start, start + 500) } },
    );
    outcomes.push(...body.uitnodigingen);
  }
  return outcomes;
}
