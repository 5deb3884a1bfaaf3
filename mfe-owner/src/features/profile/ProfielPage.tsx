import { AccountSettings } from '@camperdeel/client/AccountSettings';
import { ProfileForm } from '@camperdeel/client/ProfileForm';
import { type Profile, profileQuery, useProfilePhoto } from '@camperdeel/client/profile';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiQuery } from '@camperdeel/client/queries';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { AvatarUpload } from '@camperdeel/ui/components/AvatarUpload';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { css } from '@camperdeel/ui/styled-system/css';
import { Link } from '@tanstack/react-router';
import { UsersRound } from 'lucide-react';

/** /mijn-camper/profiel (docs/product/owner.md#screens-spec-2): photo, the profile form, and the way to the co-owners. */
export function ProfielPage() {
  const profile = useApiQuery(profileQuery);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title="Mijn Profiel" description="Beheer je persoonlijke gegevens" />
      <QueryState query={profile} failureTitle={FAILURE_TITLES.loadProfile} keepDataOnError>
        {(data) => (
          <>
            <ProfileEditor profile={data.profile} />
            <AccountSettings />
          </>
        )}
      </QueryState>
      <Button asChild variant="outline" fullWidth>
        <Link to="/mijn-camper/mede-eigenaars">
          <UsersRound aria-hidden="true" />
          Mede-eigenaars
        </Link>
      </Button>
    </div>
  );
}

/** Photo and form of the cached profile: a new photo or a saved form replaces it, so both show the same. */
function ProfileEditor({ profile }: { profile: Profile }) {
  const photo = useProfilePhoto();
  return (
    <Card>
      <AvatarUpload
        name={profile.naam}
        src={profile.profielfoto_url}
        busy={photo.isPending}
        onFileSelect={(file) => photo.mutate(file)}
      />
      <ProfileForm profile={profile} />
    </Card>
  );
}
