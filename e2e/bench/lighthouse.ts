import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../support/chromium.ts';

/** A free local port for Chromium's DevTools endpoint, which Lighthouse drives. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('poort')),
      );
    });
  });
}

export type LighthouseScore = {
  performance: number;
  /** The metrics behind the score, in ms (CLS unitless): where a low score comes from. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
};

/**
 * Lighthouse's mobile performance score (0–100) of one URL, cold, with its default mobile settings: Moto G Power
 * viewport, simulated slow 4G (150 ms, 1.6 Mbps) and 4× CPU slowdown. The same Chromium the e2e tests use,
 * started by Playwright with a DevTools port; a session cookie is sent as a header on every request.
 */
export async function lighthouseScore(url: string, cookie?: string): Promise<LighthouseScore> {
  return (await lighthouseReport(url, cookie)).score;
}

type Details = { items?: Record<string, unknown>[] } | undefined;
const num = (value: unknown) => (typeof value === 'number' ? Math.round(value) : 0);

export type LighthouseReport = {
  score: LighthouseScore;
  /** Lighthouse's `long-tasks` audit: the main-thread tasks over 50 ms (simulated, ms). */
  longTasks: { url: string; startTime: number; duration: number }[];
  /** Lighthouse's `bootup-time` audit: evaluation time per script (ms). */
  bootup: { url: string; total: number; scripting: number; parse: number }[];
  /** Lighthouse's `mainthread-work-breakdown` audit (ms per category). */
  mainThread: { group: string; duration: number }[];
};

/** The score and where the main thread's time went (to find what blocks). */
export async function lighthouseReport(url: string, cookie?: string): Promise<LighthouseReport> {
  const port = await freePort();
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch({
    ...options,
    args: [...(options.args ?? []), `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (!lhr || typeof score !== 'number') {
      throw new Error(`Lighthouse gaf geen score voor ${url}: ${lhr?.runtimeError?.message ?? 'onbekend'}`);
    }
    const metric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
    const items = (id: string) => (lhr.audits[id]?.details as Details)?.items ?? [];
    return {
      score: {
        performance: Math.round(score * 100),
        metrics: {
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          si: metric('speed-index'),
        },
      },
      longTasks: items('long-tasks').map((item) => ({
        url: String(item.url ?? ''),
        startTime: num(item.startTime),
        duration: num(item.duration),
      })),
      bootup: items('bootup-time').map((item) => ({
        url: String(item.url ?? ''),
        total: num(item.total),
        scripting: num(item.scripting),
        parse: num(item.scriptParseCompile),
      })),
      mainThread: items('mainthread-work-breakdown').map((item) => ({
        group: String(item.groupLabel ?? item.group ?? ''),
        duration: num(item.duration),
      })),
    };
  } finally {
    await browser.close();
  }
}
