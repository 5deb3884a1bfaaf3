/** The token in an invitation link (`/auth?uitnodiging=<token>`). */
export function invitationToken(link: string | undefined): string {
  const token = new URL(link ?? '').searchParams.get('uitnodiging');
  if (!token) throw new Error(`no invitation token in ${link}`);
  return token;
}
