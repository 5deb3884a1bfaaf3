import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { toast } from '@camperdeel/ui/lib/toast';
import { api } from './api.ts';
import { getQuery } from './get-query.ts';
import { useApiMutation, useQueryClient } from './queries.ts';
import type { Answer } from './request.ts';
import { upload } from './upload.ts';

/** The own profile as `/api/me/profile` answers it. */
export type Profile = Answer<typeof api.me.profile.$get>['profile'];
type ProfileAnswer = Answer<typeof api.me.profile.$get>;

/** The own profile's key: every area's profile page reads it, and a saved form or a new photo replaces it. */
export const PROFILE_KEY = ['me', 'profile'] as const;

/** The own profile (GET /api/me/profile), as every area's profile page reads it: `useApiQuery(profileQuery)`. */
export const profileQuery = getQuery(PROFILE_KEY, api.me.profile, FAILURE_TITLES.loadProfile);

/** Puts a profile the server answered with in the cache, so the photo and the form show the same. */
export function useProfileSaved() {
  const client = useQueryClient();
  return (profile: Profile) => client.setQueryData<ProfileAnswer>(PROFILE_KEY, { profile });
}

/** A new profile photo: uploaded, then shown from the server's answer, with 'Foto geüpload'. */
export function useProfilePhoto() {
  const saved = useProfileSaved();
  return useApiMutation({
    // The route's declared form type (`z.object({})` fields) does not admit `file` yet, so the one upload helper.
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return upload<Answer<typeof api.me.profile.photo.$post>>('/api/me/profile/photo', form);
    },
    failureTitle: FAILURE_TITLES.upload,
    onSuccess: (answer) => {
      saved(answer.profile);
      toast.success({ title: toasts.photoUploaded.title, description: toasts.photoUploaded.message });
    },
  });
}
