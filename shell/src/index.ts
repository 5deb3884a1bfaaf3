// Before any remote's zod is loaded: no eval probe under the CSP (federation/zod-jitless.ts).
import '../../federation/zod-jitless.ts';

// An async boundary, so the Module Federation runtime can provide the shared singletons before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
