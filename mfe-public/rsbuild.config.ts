import { defineRemoteConfig } from '../federation/remote-app.ts';

export default defineRemoteConfig(
  'mfe_public',
  { './PublicArea': './src/PublicArea.tsx', './mount': './src/embed/mount.tsx' },
  'Camperdeel',
  // The partner embed as one plain script beside the remote (ADR 0011-embed-carousel-shadow-root.md).
  { embed: { entry: './src/embed/carousel-entry.ts', distPath: 'dist/embed', filename: 'carousel.js' } },
);
