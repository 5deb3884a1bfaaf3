/**
 * `npm run bench:web`: what the browser loads for the landing and the app pages (signed in with the demo logins
 * where the page needs it) from the production build served by the real server on the demo data, and how fast
 * they paint on a phone viewport. Bytes are the scripts and stylesheets loaded until the page is ready and the
 * network is idle: gzip (-9) computed from the served files, and what went over the wire (the server sends
 * brotli). LCP is the median of BENCH_RUNS cold loads (default 5): unthrottled, and throttled as Lighthouse's
 * mobile preset (CPU 4× slower, slow 4G: 150 ms, 1.6 Mbps) through CDP, the throttled ones followed by a repeat visit
 * with the service worker warm. Lighthouse 13.5 scores the mobile
 * performance of the pages marked `lighthouse` (median of BENCH_LIGHTHOUSE_RUNS, default 3). The embed's bytes are
 * measured by e2e/tests/embed-carousel.spec.ts. Prints a table and writes it into docs/performance.md between its bench:web markers.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT } from '../../scripts/lib/web-apps.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startBenchServer } from './bench-server.ts';
import { DEMO_LOGINS, login } from './demo-logins.ts';
import { type LighthouseScore, lighthouseScore } from './lighthouse.ts';
import { type Asset, type BenchPage, loadPage, type PageLoad, type Throttle } from './page-load.ts';
import { writeReadmeBlock } from './readme-block.ts';

const LIGHTHOUSE_VERSION = (
  JSON.parse(
    readFileSync(
      join(dirname(createRequire(import.meta.url).resolve('lighthouse')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const NORMAL: Throttle = { cpu: 1, network: false };
const MOBILE: Throttle = { cpu: 4, network: true };

const PROSPECT = DEMO_LOGINS.prospect;
const OWNER = DEMO_LOGINS.owner;
const ADMIN = DEMO_LOGINS.admin;

/** The pages a new visitor lands on first also get a Lighthouse score (docs/performance.md). */
const LIGHTHOUSE = new Set(['/auth', '/dashboard']);

const PAGES: BenchPage[] = [
  { path: '/', ready: (page) => page.getByRole('link', { name: 'een camper vinden' }).waitFor() },
  { path: '/auth', ready: (page) => page.getByRole('heading', { name: 'Welkom bij Camperdeel' }).waitFor() },
  { path: '/admin', ready: (page) => page.getByRole('heading', { name: 'Admin login' }).waitFor() },
  {
    path: '/dashboard',
    as: PROSPECT,
    ready: (page) => page.getByRole('article').first().waitFor(),
  },
  {
    path: '/mijn-camper',
    as: OWNER,
    ready: (page) => page.getByRole('heading', { name: 'Mijn Camper' }).waitFor(),
  },
  {
    path: '/mijn-camper/kalender',
    as: OWNER,
    ready: (page) =>
      page
        .getByRole('region', { name: /^Credits / })
        .first()
        .waitFor(),
  },
  {
    path: '/admin/dashboard',
    as: ADMIN,
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
  },
];

type Row = {
  path: string;
  jsGzip: number;
  /** Part of jsGzip served from /remotes/<name>/ (the remote's entry, exposed module and its own chunks). */
  jsGzipRemote: number;
  cssGzip: number;
  jsFiles: number;
  transferred: number;
  lcp: number;
  lcpSlow: number;
  /** The second visit, CPU 4× + slow 4G, with the service worker in control where it took control. */
  repeatSlow: { lcpMs: number; transferred: number; workerControlled: boolean } | null;
  lighthouse: LighthouseScore | null;
};

function repeatMedian(loads: PageLoad[]): Row['repeatSlow'] {
  const repeats = loads.flatMap((load) => (load.repeat ? [load.repeat] : []));
  if (repeats.length === 0) return null;
  return {
    lcpMs: median(repeats.map((repeat) => repeat.lcpMs)),
    transferred: median(repeats.map((repeat) => repeat.transferred)),
    workerControlled: repeats.every((repeat) => repeat.workerControlled),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const gzipCache = new Map<string, number>();

async function gzipSize(url: string): Promise<number> {
  const known = gzipCache.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), {
    level: constants.Z_BEST_COMPRESSION,
  }).length;
  gzipCache.set(url, size);
  return size;
}

async function sumGzip(assets: Asset[], kind: Asset['kind'], only: (url: string) => boolean = () => true) {
  const urls = [
    ...new Set(assets.filter((asset) => asset.kind === kind && only(asset.url)).map((asset) => asset.url)),
  ];
  const sizes = await Promise.all(urls.map(gzipSize));
  return sizes.reduce((sum, size) => sum + size, 0);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function lighthouseCell(score: LighthouseScore | null): string {
  if (!score) return '';
  const { lcp, fcp, tbt } = score.metrics;
  return `${score.performance} (${Math.round(lcp)} / ${Math.round(fcp)} / ${Math.round(tbt)})`;
}

/**
 * One Lighthouse run, tried again (twice at most) when Lighthouse itself fails to record the load: on the busy
 * shared machine its trace now and then misses the navigation start (NO_NAVSTART), which says nothing of the page.
 */
async function lighthouseWithRetry(url: string, cookie: string | undefined): Promise<LighthouseScore> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseScore(url, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`Lighthouse opnieuw (${attempt}):`, error instanceof Error ? error.message : error);
    }
  }
}

/** The run with the median performance score. */
async function medianLighthouse(url: string, cookie: string | undefined): Promise<LighthouseScore> {
  const scores: LighthouseScore[] = [];
  for (let run = 0; run < Math.max(1, LIGHTHOUSE_RUNS); run += 1)
    scores.push(await lighthouseWithRetry(url, cookie));
  scores.sort((a, b) => a.performance - b.performance);
  return scores[Math.floor(scores.length / 2)] ?? (scores[0] as LighthouseScore);
}

/** A page the worker never took control of (none registered on it, nor before it) says so. */
function repeatCell(repeat: Row['repeatSlow']): string {
  if (!repeat) return '–';
  const cell = `${Math.round(repeat.lcpMs)} (${kb(repeat.transferred)})`;
  return repeat.workerControlled ? cell : `${cell}, no worker`;
}

function table(rows: Row[]): string {
  const lines = [
    '| page | JS gzip KB | of which remote | CSS gzip KB | JS files | JS + CSS over the wire KB | LCP ms | LCP ms, CPU 4× + slow 4G | repeat visit, worker warm: LCP ms, CPU 4× + slow 4G (JS + CSS over the wire KB) | Lighthouse mobile (LCP / FCP / TBT ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${kb(row.jsGzip)} | ${kb(row.jsGzipRemote)} | ${kb(row.cssGzip)} | ${row.jsFiles} | ` +
        `${kb(row.transferred)} | ` +
        `${Math.round(row.lcp)} | ${Math.round(row.lcpSlow)} | ${repeatCell(row.repeatSlow)} | ${lighthouseCell(row.lighthouse)} |`,
    ),
  ];
  return lines.join('\n');
}

const server = await startBenchServer('web');
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const rows: Row[] = [];
  for (const target of PAGES) {
    const loads = [];
    const slowLoads = [];
    const cookie = target.as ? await login(server.url, target.as) : undefined;
    for (let run = 0; run < RUNS; run += 1) {
      loads.push(await loadPage(browser, server.url, target, NORMAL, cookie));
      slowLoads.push(await loadPage(browser, server.url, target, MOBILE, cookie, { repeat: true }));
    }
    const first = loads[0];
    if (!first) throw new Error('BENCH_RUNS moet minstens 1 zijn');
    rows.push({
      path: target.path,
      jsGzip: await sumGzip(first.assets, 'js'),
      jsGzipRemote: await sumGzip(first.assets, 'js', (url) => new URL(url).pathname.startsWith('/remotes/')),
      cssGzip: await sumGzip(first.assets, 'css'),
      jsFiles: new Set(first.assets.filter((asset) => asset.kind === 'js').map((asset) => asset.url)).size,
      transferred: median(
        loads.map((load) => load.assets.reduce((sum, asset) => sum + asset.transferred, 0)),
      ),
      lcp: median(loads.map((load) => load.lcpMs)),
      lcpSlow: median(slowLoads.map((load) => load.lcpMs)),
      repeatSlow: repeatMedian(slowLoads),
      lighthouse: LIGHTHOUSE.has(target.path)
        ? await medianLighthouse(`${server.url}${target.path}`, cookie)
        : null,
    });
    console.log(`${target.path}: ${RUNS} + ${RUNS} laadbeurten gemeten`);
  }
  const result = table(rows);
  console.log(`\n${result}\n`);
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  writeReadmeBlock(
    join(ROOT, 'docs', 'performance.md'),
    `\`npm run bench:web\` (source: \`e2e/bench/web.ts\`) builds what is stale, starts the real server on the production
build with the demo data and loads each page cold (fresh browser context, phone viewport 412×823, signed in with
the demo login where the page needs one) in headless Chromium ${browser.version()}: the scripts and stylesheets
loaded until the page is ready and the network idle, as gzip -9 computed from the served files and as sent over the
wire (brotli); LCP is the median of ${RUNS} loads, unthrottled and as Lighthouse's mobile preset (CPU 4× slower and
slow 4G: 150 ms round trip, 1.6 Mbps, through CDP); each throttled load is followed by a repeat visit in the same
context once the service worker controls the page (HTTP cache still off, so only the worker's copies are saved).
Lighthouse ${LIGHTHOUSE_VERSION} scores the mobile performance of
/auth and /dashboard (its default mobile settings, simulated throttling; median of ${LIGHTHOUSE_RUNS} runs).
Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load} on the shared 2-core machine:

${result}`,
  );
  console.log('docs/performance.md bijgewerkt.');
} finally {
  await browser.close();
  await server.close();
}
