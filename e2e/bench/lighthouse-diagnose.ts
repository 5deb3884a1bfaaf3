/**
 * `node e2e/bench/lighthouse-diagnose.ts [path ...]`: Lighthouse's mobile run of the given app pages (default /auth
 * and /dashboard, signed in with the demo login the page needs), BENCH_LIGHTHOUSE_RUNS times each (default 3), and
 * for the median run where the Total Blocking Time comes from: the long tasks and the scripts' evaluation time
 * (Lighthouse's `long-tasks` and `bootup-time` audits). The same server and build as `npm run bench:web`.
 */
import { loadavg } from 'node:os';
import { startBenchServer } from './bench-server.ts';
import { DEMO_LOGINS, type DemoLogin, login } from './demo-logins.ts';
import { lighthouseReport } from './lighthouse.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const WHO: Record<string, DemoLogin | undefined> = {
  '/dashboard': DEMO_LOGINS.prospect,
  '/mijn-camper': DEMO_LOGINS.owner,
  '/mijn-camper/kalender': DEMO_LOGINS.owner,
  '/admin/dashboard': DEMO_LOGINS.admin,
};
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/auth', '/dashboard'];

const server = await startBenchServer('lh');
const short = (url: string) => url.replace(server.url, '');
try {
  console.log(
    `load average at start: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}`,
  );
  for (const path of paths) {
    const who = WHO[path];
    const cookie = who ? await login(server.url, who) : undefined;
    const runs = [];
    for (let run = 0; run < Math.max(1, RUNS); run += 1) {
      const report = await lighthouseReport(`${server.url}${path}`, cookie);
      runs.push(report);
      const { lcp, fcp, tbt } = report.score.metrics;
      console.log(
        `${path} run ${run + 1}: ${report.score.performance} (LCP ${lcp} / FCP ${fcp} / TBT ${tbt})`,
      );
    }
    runs.sort((a, b) => a.score.performance - b.score.performance);
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) continue;
    console.log(`\n${path} median ${median.score.performance}`, median.score.metrics);
    console.log('long tasks (start ms, duration ms, url):');
    for (const task of median.longTasks)
      console.log(`  ${task.startTime}\t${task.duration}\t${short(task.url)}`);
    console.log('script evaluation (total / scripting / parse ms, url):');
    for (const script of median.bootup)
      console.log(`  ${script.total}\t${script.scripting}\t${script.parse}\t${short(script.url)}`);
    console.log('main thread by category (ms):');
    for (const group of median.mainThread) console.log(`  ${group.duration}\t${group.group}`);
    console.log('');
  }
  console.log(
    `load average at end: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}`,
  );
} finally {
  await server.close();
}
