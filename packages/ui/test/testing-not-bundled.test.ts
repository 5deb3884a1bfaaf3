import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');
const apps = ['shell', 'mfe-admin', 'mfe-owner', 'mfe-public'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('@camperdeel/ui/testing', () => {
  it('is imported by tests only, never by an app source that ends up in a bundle', () => {
    const offenders = apps
      .flatMap((app) => sourceFiles(join(repo, app, 'src')))
      .filter((file) => /['"]@camperdeel\/ui\/testing\//.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(repo.length + 1));
    expect(offenders).toEqual([]);
  });

  it('is found in the apps it guards', () => {
    const total = apps.flatMap((app) => sourceFiles(join(repo, app, 'src'))).length;
    expect(total).toBeGreaterThan(20);
  });
});
