import { errorToast, FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { AvatarUpload } from '@camperdeel/ui/components/AvatarUpload';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { Link } from '@tanstack/react-router';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { AccountSettings } from '../account/AccountSettings.tsx';
import { ownerApi, type Profile, uploadPhoto } from '../owner-data/owner-api.ts';
import { useLoad } from '../owner-data/use-load.ts';
import { ProfileFields } from './ProfileFields.tsx';

/** /mijn-camper/profiel (spec §2): photo, the profile form, and the way to the co-owners. */
export function ProfielPage() {
  const loaded = useLoad(ownerApi.profile, FAILURE_TITLES.loadProfile);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title="Mijn Profiel" description="Beheer je persoonlijke gegevens" />
      {loaded.state.status === 'ok' ? (
        <>
          <ProfileEditor initial={loaded.state.data.profile} />
          <AccountSettings />
        </>
      ) : loaded.state.status === 'loading' ? (
        <Loading />
      ) : (
        <ErrorFallback
          title={FAILURE_TITLES.loadProfile}
          description={loaded.state.message}
          onRetry={() => void loaded.reload()}
        />
      )}
      <Button asChild variant="outline" fullWidth>
        <Link to="/mijn-camper/mede-eigenaars">
          <UsersRound aria-hidden="true" />
          Mede-eigenaars
        </Link>
      </Button>
    </div>
  );
}

function ProfileEditor({ initial }: { initial: Profile }) {
  const [profile, setProfile] = useState(initial);
  const [uploading, setUploading] = useState(false);

  async function onPhoto(file: File) {
    setUploading(true);
    const result = await uploadPhoto(file);
    setUploading(false);
    if (!result.ok) {
      const failure = errorToast(result.body, FAILURE_TITLES.upload);
      toast.destructive({ title: failure.title, description: failure.message });
      return;
    }
    setProfile((current) => ({ ...current, profielfoto_url: result.data.profile.profielfoto_url }));
    toast.success({ title: toasts.photoUploaded.title, description: toasts.photoUploaded.message });
  }

  return (
    <Card>
      <AvatarUpload
        name={profile.naam}
        src={profile.profielfoto_url}
        busy={uploading}
        onFileSelect={(file) => void onPhoto(file)}
      />
      <ProfileFields
        profile={profile}
        onSaved={(saved) => setProfile((current) => ({ ...saved, profielfoto_url: current.profielfoto_url }))}
      />
    </Card>
  );
}
