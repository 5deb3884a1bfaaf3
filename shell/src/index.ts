// Before anything can fetch: the page's first data was started by the HTML (federation/early-data.ts).
import { installEarlyFetch } from '../../federation/early-data.ts';
// Before any remote's zod is loaded: no eval probe under the CSP (federation/zod-jitless.ts).
import '../../federation/zod-jitless.ts';

installEarlyFetch();

// An async boundary, so the Module Federation runtime can provide the shared singletons before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
