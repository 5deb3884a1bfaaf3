import { defineRemoteConfig } from '../federation/remote-app.ts';

export default defineRemoteConfig(
  'mfe_public',
  { './PublicArea': './src/PublicArea.tsx', './mount': './src/embed/mount.tsx' },
  'Camperdeel',
);
