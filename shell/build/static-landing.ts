import { readFileSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';
import { FAVICON_DATA_URL } from '../../federation/favicon.ts';
import { landingMarkup } from '../src/landing/landing-markup.ts';

const landingCss = new URL('../src/landing/landing.css', import.meta.url);

/**
 * Emits `landing.html`: the landing page as one self-contained HTML file (markup, inline CSS, inline SVG hero, no
 * JavaScript), which the BFF serves for `/`. The most visited page paints without loading React, the router or
 * the Module Federation runtime; its links are plain links into the app. The SPA renders the same markup and CSS
 * (src/landing/Landing.tsx) when it navigates to `/` itself, so there is one source for both.
 */
export function pluginStaticLanding(): RsbuildPlugin {
  return {
    name: 'camperdeel:static-landing',
    setup(api) {
      api.processAssets({ stage: 'additional', targets: ['web'] }, ({ compilation, sources }) => {
        const css = readFileSync(landingCss, 'utf8');
        compilation.emitAsset('landing.html', new sources.RawSource(landingDocument(landingMarkup, css)));
      });
    },
  };
}

function landingDocument(markup: string, css: string): string {
  const minifiedCss = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .trim();
  const body = markup.replace(/>\s+</g, '><').trim();
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#1d3d2d"><link rel="icon" href="${FAVICON_DATA_URL}"><meta name="description" content="Camperdeel: samen een camper bezitten. Slim beleven."><title>Camperdeel - slim beleven</title><style>html,body{margin:0;height:100%}${minifiedCss}</style></head><body>${body}</body></html>`;
}
