// An async boundary, so the Module Federation runtime can provide the shared singletons before any app code runs.
import('./bootstrap');
