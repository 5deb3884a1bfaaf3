// `npm start`: builds the web apps whose dist is missing or older than their sources, then runs the whole product
// from one process (the BFF: API, built apps, migrations, demo data). `--build-only [--force]` just builds.
import { buildStaleApps } from './lib/web-apps.ts';

const buildOnly = process.argv.includes('--build-only');
await buildStaleApps({ force: process.argv.includes('--force') });
if (!buildOnly) await import('../bff/src/main.ts');
