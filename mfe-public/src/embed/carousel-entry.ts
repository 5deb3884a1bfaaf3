import { mount } from './mount.tsx';

/**
 * The partner embed as one plain script (`dist/embed/carousel.js`, built without Module Federation): the loader
 * `/embed/carousel.js` adds it to the partner page with the elements to mount and the Camperdeel origin on its
 * dataset. No MF runtime, no shared-module wrappers, everything tree-shaken: about half the bytes of going
 * through the remote entry. Shell and other hosts keep using the exposed `mfe_public/mount`.
 */
const script = document.currentScript;
const apiOrigin = script instanceof HTMLScriptElement ? script.dataset.apiOrigin : undefined;
for (const element of document.querySelectorAll<HTMLElement>('[data-camperdeel-carousel-geladen="laden"]')) {
  element.setAttribute('data-camperdeel-carousel-geladen', 'ja');
  mount(element, apiOrigin ? { apiOrigin } : {});
}
