/**
 * `node e2e/bench/main-thread.ts <path> [prospect|owner|admin] [cpu slowdown, default 4]`: one cold load of an app
 * page (phone viewport, the demo login when given, the CPU slowed down through CDP, no network throttling) with a
 * Chromium performance trace, printed as the main thread's long tasks (> 50 ms at that slowdown) and what ran in
 * each: script evaluations, function calls and timers with their script, compile, style and layout. What Lighthouse's
 * Total Blocking Time is made of, task by task.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startBenchServer } from './bench-server.ts';
import { DEMO_LOGINS, login } from './demo-logins.ts';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; name?: string };
};

type CpuProfile = {
  startTime: number;
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
};

/**
 * The sampled CPU profile: self time per script, and the inclusive time of the functions that cost most (a webpack
 * module factory is named by its module id, so module evaluation shows up by id).
 */
/** Inclusive time per function (and its script) of the samples between `from` and `to` (trace µs). */
function windowBreakdown(
  profile: CpuProfile & { startTime: number },
  from: number,
  to: number,
  short: (url: string) => string,
) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from || time > to) return;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame) break;
      const key = `${frame.functionName || '(anonymous)'} ${short(frame.url) || '(native)'}`;
      if (seen.has(key)) continue;
      seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + delta / 1000);
    }
  });
  return [...totals].sort((a, b) => b[1] - a[1]).filter(([key]) => !/^\((root|program|idle)\)/.test(key));
}

/** The distinct outermost call chains (six frames deep) in a window: what started the work of a task. */
function firstStacks(
  profile: CpuProfile,
  from: number,
  to: number,
  short: (url: string) => string,
): string[] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const stacks = new Set<string>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) return;
    const frames: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame && !/^\((root|program|idle)\)$/.test(frame.functionName))
        frames.unshift(`${frame.functionName || '?'}@${short(frame.url).split('/').pop()}`);
    }
    stacks.add(frames.slice(0, 6).join(' > '));
  });
  return [...stacks].slice(0, 8);
}

function printProfile(profile: CpuProfile, short: (url: string) => string) {
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<number, number>();
  const total = (id: number): number => {
    const known = inclusive.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const sum = (self.get(id) ?? 0) + (node?.children ?? []).reduce((acc, child) => acc + total(child), 0);
    inclusive.set(id, sum);
    return sum;
  };
  const perUrl = new Map<string, number>();
  const perFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const url = short(node.callFrame.url) || '(native)';
    perUrl.set(url, (perUrl.get(url) ?? 0) + (self.get(node.id) ?? 0));
    const key = `${node.callFrame.functionName || '(anonymous)'} ${url}`;
    perFunction.set(key, (perFunction.get(key) ?? 0) + total(node.id));
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log('self time per script (ms):');
  for (const [url, ms] of top(perUrl, 15)) console.log(`  ${ms.toFixed(0).padStart(6)} ${url}`);
  console.log('inclusive time per function (ms):');
  for (const [fn, ms] of top(perFunction, Number(process.env.TOP ?? 60)))
    console.log(`  ${ms.toFixed(0).padStart(6)} ${fn}`);
}

const [path = '/auth', who, slowdown = '4'] = process.argv.slice(2);
const cpu = Number(slowdown);
const login_ = who ? DEMO_LOGINS[who as keyof typeof DEMO_LOGINS] : undefined;

const server = await startBenchServer('trace');
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (login_) {
    const [name = '', value = ''] = (await login(server.url, login_)).split('=');
    await context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  }
  const page = await context.newPage();
  // REACT_COMMITS=1: every React commit with its priority and the components whose own state changed (what
  // triggered the render), through the hook React DevTools uses.
  if (process.env.REACT_COMMITS) {
    page.on('console', (message) => {
      if (message.text().startsWith('commit ')) console.log(message.text());
    });
    await page.addInitScript(() => {
      type Fiber = {
        type?: unknown;
        child: Fiber | null;
        sibling: Fiber | null;
        alternate: Fiber | null;
        memoizedState: unknown;
        memoizedProps: unknown;
      };
      const describe = (type: unknown) =>
        typeof type === 'function' ? `${type.name}:${String(type).slice(0, 90).replace(/\s+/g, ' ')}` : '';
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          onScheduleFiberRoot: () => undefined,
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          onCommitFiberRoot: (_id: number, root: { current: Fiber }, priority: number) => {
            const own: string[] = [];
            let count = 0;
            const walk = (fiber: Fiber | null) => {
              for (let at = fiber; at; at = at.sibling) {
                count += 1;
                const old = at.alternate;
                if (
                  old &&
                  typeof at.type === 'function' &&
                  old.memoizedProps === at.memoizedProps &&
                  old.memoizedState !== at.memoizedState
                )
                  own.push(describe(at.type));
                walk(at.child);
              }
            };
            walk(root.current.child);
            console.log(
              `commit ${performance.now().toFixed(0)} prio ${priority} fibers ${count} own-state: ${own.slice(0, 6).join(' | ')}`,
            );
          },
        },
      });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink'],
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const short = (url = '') => url.replace(server.url, '');
  // The renderer's main thread: where the navigation's ParseHTML ran.
  // The renderer's main thread: the one that evaluated the page's scripts.
  const evaluations = new Map<string, number>();
  for (const event of events.filter((e) => e.name === 'EvaluateScript'))
    evaluations.set(`${event.pid}/${event.tid}`, (evaluations.get(`${event.pid}/${event.tid}`) ?? 0) + 1);
  const busiest = [...evaluations].sort((a, b) => b[1] - a[1])[0]?.[0];
  const parse = events.find((event) => `${event.pid}/${event.tid}` === busiest);
  if (!parse) throw new Error('geen scripts in de trace');
  const main = events
    .filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const start = main.find((event) => event.name === 'RunTask')?.ts ?? parse.ts;
  const tasks = main.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += (task.dur ?? 0) / 1000 - 50;
    console.log(
      `task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(0)} ms`,
    );
    const inside = main.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts < end && (event.dur ?? 0) > 3_000,
    );
    for (const [fn, ms] of windowBreakdown(profile, task.ts, end, short).slice(
      0,
      Number(process.env.TOP_TASK ?? 14),
    ))
      console.log(`   ${ms.toFixed(0).padStart(5)} js ${fn}`);
    if (process.env.TRACE_STACKS)
      for (const stack of firstStacks(profile, task.ts, end, short)) console.log(`   stack: ${stack}`);
    if (process.env.TRACE_EVENTS)
      for (const event of inside) {
        const data = event.args?.data;
        const what = data?.url ? short(data.url) : (data?.functionName ?? event.args?.name ?? '');
        console.log(`   ${((event.dur ?? 0) / 1000).toFixed(0).padStart(5)} ${event.name} ${what}`);
      }
  }
  printProfile(profile, short);
  console.log(`blocking time of these tasks (over 50 ms each): ${blocking.toFixed(0)} ms at ${cpu}× CPU`);
} finally {
  await browser.close();
  await server.close();
}
