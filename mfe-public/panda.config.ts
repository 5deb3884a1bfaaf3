import { defineAppConfig } from '@camperdeel/ui/panda/app-config';
import { remoteWantsPreflight } from '../federation/panda.ts';

export default defineAppConfig({ preflight: remoteWantsPreflight() });
