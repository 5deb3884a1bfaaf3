import { chmodSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { looseEntries } from '@camperdeel/bff/test/file-modes';
import { afterAll, expect, it } from 'vitest';
import { runCli, tempFolder } from './support/cli.ts';

/**
 * What the CLI writes into a data folder or a backup holds members' data and the signing key: owner only (files
 * 0600, folders 0700), also when the data folder it found was readable by others and whatever the caller's umask.
 */
const folder = tempFolder('camperdeel-cli-modes-');
afterAll(() => folder.remove());

it('db migrate --create, db backup <folder> and db backup <file>.db leave nothing readable by others', async () => {
  const dataDir = join(folder.dir, 'data');
  const env = { DATA_DIR: dataDir };
  const created = await runCli(['db', 'migrate', '--create'], { env });
  expect(created.stderr).toBe('');
  expect(looseEntries(dataDir)).toEqual([]);

  // Files an older version (or a hand copy) left readable by everyone go into the backup owner-only.
  mkdirSync(join(dataDir, 'storage', 'documenten'), { recursive: true, mode: 0o755 });
  chmodSync(join(dataDir, 'storage'), 0o755);
  writeFileSync(join(dataDir, 'storage', 'documenten', 'oud.pdf'), '%PDF-1.4\n', { mode: 0o644 });
  writeFileSync(join(dataDir, 'signing.key'), 'c2xldXRlbC12YW4tZGUtdGVzdC1zbGV1dGVsLTEyMzQ=', {
    mode: 0o644,
  });

  const target = join(folder.dir, 'backup');
  const backup = await runCli(['db', 'backup', target], { env });
  expect(backup.stderr).toBe('');
  expect(readdirSync(target).sort()).toEqual(['camperdeel.db', 'signing.key', 'storage']);
  expect(looseEntries(target)).toEqual([]);

  const file = join(folder.dir, 'kopie.db');
  const single = await runCli(['db', 'backup', file], { env });
  expect(single.stderr).toBe('');
  expect(looseEntries(file)).toEqual([]);
});
