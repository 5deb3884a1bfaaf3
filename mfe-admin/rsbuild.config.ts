import { defineRemoteConfig } from '../federation/remote-app.ts';

export default defineRemoteConfig(
  'mfe_admin',
  { './AdminArea': './src/AdminArea.tsx' },
  'Camperdeel - admin',
);
