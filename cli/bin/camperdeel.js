#!/usr/bin/env node
// Plain JavaScript on purpose: Node strips TypeScript types only outside node_modules, and this file is reached
// through the workspace link; the entry it imports resolves to the real path and runs as TypeScript.
import '../src/main.ts';
