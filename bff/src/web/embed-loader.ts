/**
 * `/embed/carousel.js`: the loader a partner page includes to show the camper carousel.
 *
 *   <div data-camperdeel-carousel></div>
 *   <script src="https://camperdeel.example/embed/carousel.js" async></script>
 *
 * It claims every marked element present (attribute `data-camperdeel-carousel-geladen="laden"`) and adds the
 * embed bundle that mfe_public's build puts beside its manifest (`embed/carousel.js`, one plain script with its
 * own React, no Module Federation runtime), with the Camperdeel origin on the script's dataset; that bundle
 * mounts the claimed elements. Pasted twice, the second copy finds every element claimed and does nothing.
 * Elements are claimed with an attribute, not a global: the partner's page gets no names from us at all.
 */
export function carouselLoader(manifestUrl: string): string {
  return `(function () {
  var script = document.currentScript;
  if (!script) return;
  var CLAIMED = 'data-camperdeel-carousel-geladen';
  var elements = document.querySelectorAll('[data-camperdeel-carousel]:not([' + CLAIMED + '])');
  if (!elements.length) return;
  for (var i = 0; i < elements.length; i += 1) elements[i].setAttribute(CLAIMED, 'laden');
  var tag = document.createElement('script');
  tag.src = new URL('embed/carousel.js', new URL(${JSON.stringify(manifestUrl)}, script.src)).href;
  tag.async = true;
  tag.setAttribute('data-api-origin', new URL(script.src).origin);
  tag.onerror = function () {
    for (var i = 0; i < elements.length; i += 1) elements[i].removeAttribute(CLAIMED);
    console.error('Camperdeel carrousel niet beschikbaar: ' + tag.src);
  };
  document.head.appendChild(tag);
})();
`;
}
