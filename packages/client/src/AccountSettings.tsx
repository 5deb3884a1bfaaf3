import { css } from '@camperdeel/ui/styled-system/css';
import { DataCard } from './account/DataCard.tsx';
import { MailSettingsCard } from './account/MailSettingsCard.tsx';
import { PasswordCard } from './account/PasswordCard.tsx';
import { SessionsCard } from './account/SessionsCard.tsx';

/**
 * The member's account settings under the profile (docs/product/api.md#co-owner-life-and-self-service-architecture-10):
 * password, sessions, mail per kind, data, deletion. Texts are Dutch.
 */
export function AccountSettings() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PasswordCard />
      <SessionsCard />
      <MailSettingsCard />
      <DataCard />
    </div>
  );
}
