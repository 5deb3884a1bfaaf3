import { defineAppConfig } from '@camperdeel/ui/panda/app-config';

// The shell owns the CSS reset of the composed page.
export default defineAppConfig({ preflight: true });
