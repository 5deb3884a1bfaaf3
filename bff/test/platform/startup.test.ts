import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startServer } from '../../src/server.ts';
import { MAIN, REPO_ROOT, runNode } from '../support/child-server.ts';
import { withCompileCache } from '../support/compile-cache.ts';

/**
 * Start-up as an operator meets it, with the real `node bff/src/main.ts`: a mistake gives one Dutch line and exit 1,
 * no stack trace, and leaves DATA_DIR untouched (before, the data folder and signing.key were written first).
 */
/** Each case starts real Node processes that load the whole server: slow on a busy 2-core machine. */
const CHILD_TIMEOUT_MS = 120_000;
const scratch = mkdtempSync(join(tmpdir(), 'camperdeel-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let counter = 0;
function freshDataDir(): string {
  counter += 1;
  return join(scratch, `data-${counter}`);
}

function expectOneDutchLine(stderr: string, pattern: RegExp) {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/\n\s+at |Error:/);
}

describe('a start that cannot work stops with one Dutch line, exit 1, and nothing in DATA_DIR', () => {
  test(
    'production without PUBLIC_URL',
    async () => {
      const dataDir = freshDataDir();
      const run = await runNode(
        [MAIN],
        withCompileCache({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir }),
      );
      expect(run.code).toBe(1);
      expectOneDutchLine(run.stderr, /^Camperdeel start niet: .*PUBLIC_URL ontbreekt.*NODE_ENV=production/);
      expect(existsSync(dataDir)).toBe(false);
    },
    CHILD_TIMEOUT_MS,
  );

  test(
    'an invalid variable, named with what it should be',
    async () => {
      const cases = [
        ['PORT', 'drieduizend'],
        ['NODE_ENV', 'prod'],
        ['TRUST_PROXY', 'ja'],
        ['THROTTLE_TOKEN_PER_MINUTE', '-1'],
      ] as const;
      await Promise.all(
        cases.map(async ([name, value]) => {
          const dataDir = freshDataDir();
          const run = await runNode(
            [MAIN],
            withCompileCache({ PORT: '0', DATA_DIR: dataDir, [name]: value }),
          );
          expect(run.code).toBe(1);
          expectOneDutchLine(
            run.stderr,
            new RegExp(`^Camperdeel start niet: Ongeldige configuratie: ${name} moet `),
          );
          expect(existsSync(dataDir)).toBe(false);
        }),
      );
    },
    CHILD_TIMEOUT_MS,
  );

  test(
    'a port already in use',
    async () => {
      const blocker: Server = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const port = (blocker.address() as { port: number }).port;
      try {
        const dataDir = freshDataDir();
        const run = await runNode(
          [MAIN],
          withCompileCache({ HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir }),
        );
        expect(run.code).toBe(1);
        expectOneDutchLine(run.stderr, new RegExp(`^Camperdeel start niet: Poort ${port} is al in gebruik`));
        expect(existsSync(dataDir)).toBe(false);
      } finally {
        blocker.close();
      }
    },
    CHILD_TIMEOUT_MS,
  );
});

describe('the Node.js version', () => {
  const preload = join(scratch, 'pretend-old-node.cjs');
  writeFileSync(preload, "Object.defineProperty(process.versions, 'node', { value: '22.12.0' });\n");

  test(
    'an older Node gets one Dutch line from npm start, before any .ts file is loaded',
    async () => {
      const run = await runNode(['--require', preload, 'scripts/check-node.cjs'], {});
      expect(run.code).toBe(1);
      expectOneDutchLine(
        run.stderr,
        /^Camperdeel heeft Node\.js 22\.18 of nieuwer nodig \(gevonden: 22\.12\.0\)/,
      );
      const current = await runNode(['scripts/check-node.cjs'], {});
      expect(current).toMatchObject({ code: 0, stderr: '' });
    },
    CHILD_TIMEOUT_MS,
  );

  test('npm start runs the check first; engines and CI say 22.18', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toMatch(/^node scripts\/check-node\.cjs && /);
    expect(pkg.engines.node).toBe('^22.18.0 || >=23.6.0');
    expect(readFileSync(join(REPO_ROOT, '.ci/run'), 'utf8')).toContain('(a===22&&b>=18)');
  });
});

describe('safe defaults', () => {
  test('NODE_ENV=production seeds no demo data unless SEED_DEMO=1 asks for it', async () => {
    const dataDir = freshDataDir();
    const server = await startServer({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://camperdeel.example',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_REQUESTS: '0',
      },
    });
    try {
      expect(server.seeded).toBe(false);
      expect(server.config.seedDemo).toBe(false);
      expect(await server.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
