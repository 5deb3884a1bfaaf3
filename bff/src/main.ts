import { ownOrigin } from './mail/app-url.ts';
import { DEMO_LOGINS } from './seed/demo-data.ts';
import { type RunningServer, startServer } from './server.ts';
import { StartupError } from './startup-error.ts';
import { restrictUmask } from './storage/private-files.ts';
import { loadFirstScreenRenderers } from './web/first-screen.ts';
import { REPO_DISTS } from './web/web-apps.ts';

// Before anything is written: whatever the server or a library creates is readable by this user only.
restrictUmask();
let server: RunningServer;
try {
  server = await startServer();
} catch (error) {
  // A mistake the operator can fix gets one Dutch line, not a stack trace.
  if (!(error instanceof StartupError)) throw error;
  console.error(`Camperdeel start niet: ${error.message}`);
  process.exit(1);
}
// The server process only: a test server in a test file would pay for three renderers it never draws with.
await loadFirstScreenRenderers(REPO_DISTS);
const base = ownOrigin(server.config.publicUrl, server.config.host, server.port);
console.log(`Camperdeel draait op ${base}`);
if (server.demo) {
  console.log(server.seeded ? '\nDemo-gegevens aangemaakt. Inloggen met:' : '\nDemo-inloggegevens:');
  for (const login of Object.values(DEMO_LOGINS)) {
    console.log(`  ${login.soort.padEnd(28)} ${login.email.padEnd(26)} wachtwoord: ${login.wachtwoord}`);
  }
  console.log(
    `  Beheer: ${base}/admin   Eigenaar: ${base}/auth?redirect=mijn-camper   Zoeker: ${base}/auth\n`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
