import { buildStaleApps } from '../../scripts/lib/web-apps.ts';

/**
 * Journeys run against the production build the BFF serves. Build what is missing or older than its sources,
 * with the same logic as `npm start`, so a clean clone and an edited tree both test what their sources say.
 */
export default async function globalSetup(): Promise<void> {
  await buildStaleApps();
}
