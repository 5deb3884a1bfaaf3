import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');
const sources = ['shell/src', 'mfe-admin/src', 'mfe-owner/src', 'mfe-public/src', 'packages/client/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('@camperdeel/client/testing', () => {
  it('is imported by tests only, so MSW and Testing Library never reach a bundle', () => {
    const offenders = sources
      .flatMap((dir) => sourceFiles(join(repo, dir)))
      .filter((file) => !file.includes(`${join('packages', 'client', 'src', 'testing')}`))
      .filter((file) =>
        /['"](@camperdeel\/client\/testing\/|\.\/testing\/|\.\.\/testing\/)/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => file.slice(repo.length + 1));
    expect(offenders).toEqual([]);
  });
});
