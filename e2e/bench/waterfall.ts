/**
 * `node e2e/bench/waterfall.ts /dashboard [prospect|owner|admin]`: one cold, throttled load (CPU 4×, slow 4G) of
 * one page from the production build on the demo data, printed as a request waterfall (start and end in ms since
 * navigation, bytes over the wire) with the LCP time and element. For finding what holds a page's first paint
 * back; `npm run bench:web` is the measurement.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startBenchServer } from './bench-server.ts';
import { DEMO_LOGINS, login } from './demo-logins.ts';
import { PHONE_CONTEXT, SLOW_4G } from './page-load.ts';

const path = process.argv[2] ?? '/auth';
const who = process.argv[3] as keyof typeof DEMO_LOGINS | undefined;
const cpu = Number(process.env.BENCH_CPU ?? 4);

const server = await startBenchServer('waterfall');
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext(PHONE_CONTEXT);
  if (who) {
    const cookie = await login(server.url, DEMO_LOGINS[who]);
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  }
  const page = await context.newPage();
  page.on('console', (message) => console.log(`console.${message.type()}: ${message.text()}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  const started = new Map<string, { url: string; at: number; priority: string }>();
  const rows: string[] = [];
  const finished = new Set<string>();
  let origin = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!origin) origin = event.timestamp;
    started.set(event.requestId, {
      url: event.request.url,
      at: event.timestamp,
      priority: event.request.initialPriority,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId);
    if (!request) return;
    finished.add(event.requestId);
    const url = request.url.replace(server.url, '');
    rows.push(
      `${Math.round((request.at - origin) * 1000)
        .toString()
        .padStart(6)} → ${Math.round((event.timestamp - origin) * 1000)
        .toString()
        .padStart(
          6,
        )} ${(event.encodedDataLength / 1024).toFixed(1).padStart(7)} KB ${request.priority.padEnd(8)} ${url.slice(0, 110)}`,
    );
  });
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[];
          resolve(
            entries
              .map(
                (entry) =>
                  `${Math.round(entry.startTime)} ms ${entry.element?.tagName ?? '?'} ${entry.url ?? ''} ${(entry.element?.textContent ?? '').slice(0, 40)}`,
              )
              .join('\n'),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  for (const [id, request] of started) {
    if (!finished.has(id))
      rows.push(
        `${Math.round((request.at - origin) * 1000)
          .toString()
          .padStart(6)} → (unfinished or from memory) ${request.url.replace(server.url, '')}`,
      );
  }
  for (const row of rows.sort()) console.log(row);
  console.log(`LCP candidates:\n${lcp}`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
