/** The query key of the signed-in user (`GET /api/auth/me`). */
export const ME_KEY = ['me'] as const;
