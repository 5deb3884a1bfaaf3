import { AccountSettings } from '@camperdeel/client/AccountSettings';
import { ProfileForm } from '@camperdeel/client/ProfileForm';
import { profileQuery, useProfilePhoto } from '@camperdeel/client/profile';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { AvatarUpload } from '@camperdeel/ui/components/AvatarUpload';
import { Card } from '@camperdeel/ui/components/Card';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { css } from '@camperdeel/ui/styled-system/css';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AssignedCampers } from './AssignedCampers.tsx';
import { assignedCampersQuery } from './profile-api.ts';

/** docs/product/calendar-and-credits.md#business-constants-spec-9: after saving the profile the dashboard opens after half a second. */
const AFTER_SAVE_REDIRECT_MS = 500;

/**
 * `/dashboard/profile` 'Mijn Profiel': the profile form, the profile photo and the assigned campers (docs/product/public.md#screens-spec-2).
 * Saving goes to /dashboard after half a second.
 */
export default function ProfilePage() {
  const navigate = useNavigate();
  const profile = useApiQuery(profileQuery);
  const campers = useApiQuery(assignedCampersQuery).data ?? [];
  const photo = useProfilePhoto();
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title="Mijn Profiel" description="Beheer je persoonlijke gegevens" />
      <QueryState query={profile} failureTitle={FAILURE_TITLES.loadProfile} keepDataOnError>
        {({ profile }) => (
          <Card>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
              <AvatarUpload
                name={profile.naam}
                src={profile.profielfoto_url}
                onFileSelect={(file) => photo.mutate(file)}
                busy={photo.isPending}
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
      </QueryState>
      <AssignedCampers campers={campers} />
      <AccountSettings />
    </div>
  );
}
