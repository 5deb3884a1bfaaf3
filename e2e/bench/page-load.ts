import type { Browser, Page } from '@playwright/test';

export type BenchPage = {
  path: string;
  /** Waits until the page shows what a visitor came for. */
  ready: (page: Page) => Promise<void>;
};

export type Asset = { url: string; kind: 'js' | 'css'; transferred: number };

export type PageLoad = { assets: Asset[]; lcpMs: number };

/** Largest contentful paint so far (the last buffered candidate), in ms since navigation start. */
function readLcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * One cold load (fresh context: empty cache, no cookies) of `baseUrl + path`, optionally with the CPU slowed down
 * `cpuSlowdown` times through CDP. Returns every script and stylesheet loaded until the page is ready and idle,
 * with the bytes that went over the wire, and the LCP.
 */
export async function loadPage(
  browser: Browser,
  baseUrl: string,
  target: BenchPage,
  cpuSlowdown: number,
): Promise<PageLoad> {
  const context = await browser.newContext({ locale: 'nl-NL', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const kinds = new Map<string, { url: string; kind: Asset['kind'] }>();
    const assets: Asset[] = [];
    cdp.on('Network.responseReceived', (event) => {
      const kind = event.type === 'Script' ? 'js' : event.type === 'Stylesheet' ? 'css' : null;
      if (kind) kinds.set(event.requestId, { url: event.response.url, kind });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const asset = kinds.get(event.requestId);
      if (asset) assets.push({ ...asset, transferred: event.encodedDataLength });
    });
    await page.goto(`${baseUrl}${target.path}`);
    await target.ready(page);
    await page.waitForLoadState('networkidle');
    const lcpMs = await readLcp(page);
    return { assets, lcpMs };
  } finally {
    await context.close();
  }
}
