import { startTestCluster } from '@camperdeel/bff/test/postgres-cluster';
import { buildStaleApps } from '../../scripts/lib/web-apps.ts';

/** The names given with --project (Playwright's config in globalSetup lists every project, filtered or not). */
function chosenProjects(argv: string[]): string[] {
  const names: string[] = [];
  argv.forEach((arg, i) => {
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    else if (arg === '--project' && argv[i + 1]) names.push(argv[i + 1] as string);
  });
  return names;
}

/**
 * Journeys run against the production build the BFF serves. Build what is missing or older than its sources,
 * with the same logic as `npm start`, so a clean clone and an edited tree both test what their sources say.
 * The `postgres` project's servers need a PostgreSQL cluster: started here (unless only other projects were chosen)
 * and stopped by the returned teardown; the workers inherit its address.
 */
export default async function globalSetup(): Promise<(() => void) | undefined> {
  await buildStaleApps();
  const chosen = chosenProjects(process.argv);
  if (chosen.length > 0 && !chosen.includes('postgres')) return undefined;
  return startTestCluster();
}
