/**
 * `/embed/carousel.js`: the loader a partner page includes to show the camper carousel.
 *
 *   <div data-camperdeel-carousel></div>
 *   <script src="https://camperdeel.example/embed/carousel.js" async></script>
 *
 * It reads mfe_public's manifest, loads its remoteEntry.js and calls the exposed `mount(element, props)` on every
 * marked element. No MF runtime of its own: the container brings its own React (the partner page has none).
 * Pasted twice, the second copy finds every element claimed and does nothing: elements are claimed with an
 * attribute, not a global, so the page gets no names beyond the remote's own container.
 */
export function carouselLoader(manifestUrl: string): string {
  return `(function () {
  var script = document.currentScript;
  if (!script) return;
  var CLAIMED = 'data-camperdeel-carousel-geladen';
  var elements = [].slice.call(document.querySelectorAll('[data-camperdeel-carousel]:not([' + CLAIMED + '])'));
  if (!elements.length) return;
  elements.forEach(function (element) { element.setAttribute(CLAIMED, ''); });
  var manifestUrl = new URL(${JSON.stringify(manifestUrl)}, script.src).href;
  var apiOrigin = new URL(script.src).origin;
  function loadScript(src, globalName) {
    return new Promise(function (resolve, reject) {
      if (window[globalName]) return resolve();
      var tag = document.createElement('script');
      tag.src = src;
      tag.async = true;
      tag.onload = resolve;
      tag.onerror = function () { reject(new Error('Laden mislukt: ' + src)); };
      document.head.appendChild(tag);
    });
  }
  fetch(manifestUrl)
    .then(function (response) { return response.json(); })
    .then(function (manifest) {
      var entry = manifest.metaData.remoteEntry;
      var globalName = manifest.metaData.globalName;
      var entryUrl = new URL((entry.path ? entry.path + '/' : '') + entry.name, manifestUrl).href;
      return loadScript(entryUrl, globalName).then(function () {
        var container = window[globalName];
        return Promise.resolve(container.init({})).then(function () { return container.get('./mount'); });
      });
    })
    .then(function (factory) {
      var mount = factory().mount;
      elements.forEach(function (element) { mount(element, { apiOrigin: apiOrigin }); });
    })
    .catch(function (error) {
      elements.forEach(function (element) { element.removeAttribute(CLAIMED); });
      console.error('Camperdeel carrousel niet beschikbaar', error);
    });
})();
`;
}
