import { AccountSettings } from '@camperdeel/client/AccountSettings';
import { ProfileForm } from '@camperdeel/client/ProfileForm';
import { useApiQuery, useQueryClient } from '@camperdeel/client/queries';
import { errorToast, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { AvatarUpload } from '@camperdeel/ui/components/AvatarUpload';
import { Card } from '@camperdeel/ui/components/Card';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { AssignedCampers } from './AssignedCampers.tsx';
import { ASSIGNED_CAMPERS_KEY, PROFILE_KEY, profileApi } from './profile-api.ts';

/** docs/product/calendar-and-credits.md#business-constants-spec-9: after saving the profile the dashboard opens after half a second. */
const AFTER_SAVE_REDIRECT_MS = 500;

/**
 * `/dashboard/profile` 'Mijn Profiel': the profile form, the profile photo and the assigned campers (docs/product/public.md#screens-spec-2).
 * Saving goes to /dashboard after half a second.
 */

export default function ProfilePage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  // A failed load gets the spec's toast through the one failure policy (packages/client).
  const profile =
    useApiQuery({
      queryKey: PROFILE_KEY,
      queryFn: async () => (await profileApi.get()).profile,
      failureTitle: FAILURE_TITLES.loadProfile,
    }).data ?? null;
  // The assigned campers; a failed load is only logged (docs/product/messages.md#error-catalogue-spec-8) and shows none.
  const campers =
    useApiQuery({
      queryKey: ASSIGNED_CAMPERS_KEY,
      queryFn: async () => (await profileApi.assignedCampers()).campers,
      failureTitle: 'Toegewezen campers laden',
      onlyLogged: true,
    }).data ?? [];
  const [uploading, setUploading] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  async function uploadPhoto(file: File) {
    setUploading(true);
    const result = await profileApi.uploadPhoto(file);
    setUploading(false);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.upload);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    client.setQueryData(PROFILE_KEY, result.data.profile);
    toast.success({ title: toasts.photoUploaded.title, description: toasts.photoUploaded.message });
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title="Mijn Profiel" description="Beheer je persoonlijke gegevens" />
      {profile === null ? (
        <Loading />
      ) : (
        <Card>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
            <AvatarUpload
              name={profile.naam}
              src={profile.profielfoto_url}
              onFileSelect={uploadPhoto}
              busy={uploading}
            />
            <ProfileForm
              profile={profile}
              onSaved={() => {
                void client.invalidateQueries({ queryKey: PROFILE_KEY });
                leaveTimer.current = setTimeout(
                  () => void navigate({ to: '/dashboard' }),
                  AFTER_SAVE_REDIRECT_MS,
                );
              }}
            />
          </div>
        </Card>
      )}
      <AssignedCampers campers={campers} />
      <AccountSettings />
    </div>
  );
}
