import type { Browser, Page } from '@playwright/test';

export type BenchPage = {
  path: string;
  /** Demo login to sign in with before loading (its session cookie goes into the fresh context). */
  as?: { email: string; password: string };
  /** Waits until the page shows what a visitor came for. */
  ready: (page: Page) => Promise<void>;
};

/** Slow 4G as Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A Dutch phone: Lighthouse's mobile viewport, for a new browser context. */
export const PHONE_CONTEXT = {
  locale: 'nl-NL',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export type Throttle = { cpu: number; network: boolean };

export type Asset = { url: string; kind: 'js' | 'css'; transferred: number };

export type PageLoad = {
  assets: Asset[];
  lcpMs: number;
  /** The same page loaded again in the same context once the service worker controls it (`repeat` only). */
  repeat?: { lcpMs: number; transferred: number; workerControlled: boolean };
};

/** How long a repeat visit waits for the service worker to take control before it loads anyway. */
const WORKER_WAIT_MS = 20_000;

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
 * One cold load (fresh context: empty cache, only the session cookie when given) of `baseUrl + path` on a phone
 * viewport, optionally with the CPU slowed down and the network throttled to slow 4G through CDP. Returns every script and stylesheet loaded until the page is ready and idle,
 * with the bytes that went over the wire, and the LCP.
 */
export async function loadPage(
  browser: Browser,
  baseUrl: string,
  target: BenchPage,
  throttle: Throttle,
  cookie?: string,
  options: { repeat?: boolean } = {},
): Promise<PageLoad> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    if (cookie) {
      const [name = '', value = ''] = cookie.split(';')[0]?.split('=') ?? [];
      await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
    if (throttle.network) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    }
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
    if (!options.repeat) return { assets, lcpMs };
    // The repeat visit: the worker (registered by the owner area for the whole site) has precached the shell and
    // the owner remote; the HTTP cache stays off, so what is not the worker's comes over the network again.
    const workerControlled = await page
      .waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
        timeout: WORKER_WAIT_MS,
      })
      .then(() => true)
      .catch(() => false);
    const before = assets.length;
    await page.goto(`${baseUrl}${target.path}`);
    await target.ready(page);
    await page.waitForLoadState('networkidle');
    const repeatLcp = await readLcp(page);
    const transferred = assets.slice(before).reduce((sum, asset) => sum + asset.transferred, 0);
    return {
      assets: assets.slice(0, before),
      lcpMs,
      repeat: { lcpMs: repeatLcp, transferred, workerControlled },
    };
  } finally {
    await context.close();
  }
}
