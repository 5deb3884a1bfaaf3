import { errorToast, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { AvatarUpload } from '@camperdeel/ui/components/AvatarUpload';
import { Card } from '@camperdeel/ui/components/Card';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { AccountSettings } from '../account/AccountSettings.tsx';
import { AssignedCampers } from './AssignedCampers.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { type AssignedCamper, type Profile, profileApi } from './profile-api.ts';
import { AFTER_SAVE_REDIRECT_MS } from './profile-form.ts';

/**
 * `/dashboard/profile` 'Mijn Profiel': the profile form, the profile photo and the assigned campers (spec §2).
 * Saving goes to /dashboard after half a second.
 */
export default function ProfilePage() {
  const navigate = useNavigate();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [campers, setCampers] = useState<AssignedCamper[]>([]);
  const [uploading, setUploading] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    void profileApi.get().then((result) => {
      if (cancelled) return;
      if (result.ok) {
        setProfile(result.data.profile);
        return;
      }
      const failure = errorToast(result.body, FAILURE_TITLES.loadProfile);
      toast.destructive({ title: failure.title, description: failure.message });
    });
    void profileApi.assignedCampers().then((result) => {
      if (cancelled) return;
      if (result.ok) setCampers(result.data.campers);
      else console.error('Toegewezen campers laden mislukt', result.status, result.body);
    });
    return () => {
      cancelled = true;
      clearTimeout(leaveTimer.current);
    };
  }, []);

  async function uploadPhoto(file: File) {
    setUploading(true);
    const result = await profileApi.uploadPhoto(file);
    setUploading(false);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.upload);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    setProfile(result.data.profile);
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
