/**
 * vitest globalSetup of the PostgreSQL projects: starts a throwaway cluster, migrates the template database once,
 * and tells the test workers (which inherit this process's environment) where it is. Stops it at the end.
 */
import { migrateToLatest, openPostgres } from '../../src/db/connection.ts';
import {
  ADMIN_URL_VARIABLE,
  adminQuery,
  ENGINE_VARIABLE,
  startCluster,
  TEMPLATE_DATABASE,
} from './postgres-cluster.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  await adminQuery(cluster.adminUrl, [`CREATE DATABASE ${TEMPLATE_DATABASE}`]);
  const db = openPostgres(`${cluster.adminUrl}/${TEMPLATE_DATABASE}`, 1);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  process.env[ENGINE_VARIABLE] = 'postgres';
  process.env[ADMIN_URL_VARIABLE] = cluster.adminUrl;
  return async () => cluster.stop();
}
