import { defineAppConfig } from './src/panda/app-config.ts';

// Generates the shared styled-system (the runtime helpers and types every app imports). The CSS itself is
// extracted by each app's own Panda run over its sources plus ours.
export default defineAppConfig({ preflight: true, include: [] }, '.');
