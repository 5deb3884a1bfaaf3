/** The Camperdeel icon (a forest-green rounded square with a sand "C"), inline so no page requests /favicon.ico. */
export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d3d2d"/><path d="M21.5 11.2A7 7 0 1 0 21.5 20.8" fill="none" stroke="#ebdfc6" stroke-width="3.2" stroke-linecap="round"/></svg>',
)}`;
