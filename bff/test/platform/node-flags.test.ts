import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/node-flags.ts';

const startScript = (packageDir: string): string => {
  const file = join(import.meta.dirname, '..', '..', packageDir, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
};

describe("the server's Node flags", () => {
  it.each([
    ['npm start', '..', 'scripts/start.ts'],
    ['npm start in bff', '.', 'src/main.ts'],
  ])('%s starts the server with them', (_name, packageDir, entry) => {
    expect(startScript(packageDir)).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} ${entry}`);
  });
});
