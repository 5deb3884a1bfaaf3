/** The secret of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
