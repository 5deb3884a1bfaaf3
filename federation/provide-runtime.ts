import * as runtimeCore from '@module-federation/runtime-core';

/**
 * The MF runtime core for a remote's standalone page. Remotes are built with `externalRuntime` and take the core
 * from the global the shell provides; outside the shell nobody provides it, so the standalone page loads this
 * plain script (built without MF) before its own entry.
 */
Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
