import { AccountSettings } from '@camperdeel/client/AccountSettings';
import type { api } from '@camperdeel/client/api';
import { ownerKeys, ownerQueries, type Profile } from '@camperdeel/client/owner-queries';
import { ProfileForm } from '@camperdeel/client/ProfileForm';
import { QueryState } from '@camperdeel/client/QueryState';
import { useApiMutation, useApiQuery, useQueryClient } from '@camperdeel/client/queries';
import type { Answer } from '@camperdeel/client/request';
import { upload } from '@camperdeel/client/upload';
import { FAILURE_TITLES, toasts } from '@camperdeel/rules/errors';
import { AvatarUpload } from '@camperdeel/ui/components/AvatarUpload';
import { Button } from '@camperdeel/ui/components/Button';
import { Card } from '@camperdeel/ui/components/Card';
import { PageHeader } from '@camperdeel/ui/components/PageHeader';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { Link } from '@tanstack/react-router';
import { UsersRound } from 'lucide-react';

/** /mijn-camper/profiel (docs/product/owner.md#screens-spec-2): photo, the profile form, and the way to the co-owners. */
export function ProfielPage() {
  const profile = useApiQuery(ownerQueries.profile);
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
  const client = useQueryClient();
  const photo = useApiMutation({
    // The route's declared form type (`z.object({})` fields) does not admit `file` yet, so the one upload helper.
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return upload<Answer<typeof api.me.profile.photo.$post>>('/api/me/profile/photo', form);
    },
    failureTitle: FAILURE_TITLES.upload,
    onSuccess: (answer) => {
      client.setQueryData(ownerKeys.profile, answer);
      toast.success({ title: toasts.photoUploaded.title, description: toasts.photoUploaded.message });
    },
  });

  return (
    <Card>
      <AvatarUpload
        name={profile.naam}
        src={profile.profielfoto_url}
        busy={photo.isPending}
        onFileSelect={(file) => photo.mutate(file)}
      />
      <ProfileForm
        profile={profile}
        onSaved={(saved) => client.setQueryData(ownerKeys.profile, { profile: saved })}
      />
    </Card>
  );
}
