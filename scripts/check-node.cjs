// Runs before `npm start` on whatever Node the machine has, so it must stay plain old JavaScript (no TypeScript, no
// modern syntax): Node 22.18 is the first 22.x that runs our .ts files without flags, and an older Node would
// otherwise stop with a raw stack trace about an unknown file extension.
'use strict';
var parts = process.versions.node.split('.').map(Number);
var major = parts[0];
var minor = parts[1];
// 23.x strips types from 23.6 on; 22.x from 22.18 on; every later major does.
var supported = major > 23 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18);
if (!supported) {
  console.error(
    'Camperdeel heeft Node.js 22.18 of nieuwer nodig (gevonden: ' +
      process.versions.node +
      '); installeer een nieuwere Node.js, bijvoorbeeld versie 24 uit .nvmrc.',
  );
  process.exit(1);
}
