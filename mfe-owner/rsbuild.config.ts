import { defineRemoteConfig } from '../federation/remote-app.ts';

export default defineRemoteConfig(
  'mfe_owner',
  { './OwnerArea': './src/OwnerArea.tsx' },
  'Camperdeel - mijn camper',
);
