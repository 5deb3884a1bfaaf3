// Before anything can fetch: the page's first data was started by the HTML (federation/early-data.ts).
import { installEarlyFetch } from '../../federation/early-data.ts';
// Before any remote's zod is loaded: no eval probe under the CSP (federation/zod-jitless.ts).
import '../../federation/zod-jitless.ts';

installEarlyFetch();

// An async boundary, so the Module Federation runtime can provide the shared singletons before any app code runs.
// In a task of its own (after the runtime's start-up in this one): each is a long task on a slow phone, and the
// bootstrap's files were started by the server's hints already (docs/decisions/0051-web-speed.md).
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
