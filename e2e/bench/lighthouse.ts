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
    return {
      performance: Math.round(score * 100),
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
      },
    };
  } finally {
    await browser.close();
  }
}
