import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import { REVALIDATE } from '../static-files.ts';

/** The brand green of the app's header and `<meta name="theme-color">` (federation/index.html). */
export const THEME_COLOR = '#1d3d2d';
const BACKGROUND_COLOR = '#f6efe2';

/** The committed app icons (made once from one drawing; docs/decisions/0086-installable-owner-app.md). */
export const APP_ICONS = {
  'icon-192.png': { sizes: '192x192', purpose: 'any' },
  'icon-512.png': { sizes: '512x512', purpose: 'any' },
  'icon-maskable-512.png': { sizes: '512x512', purpose: 'maskable' },
} as const;
export type AppIconName = keyof typeof APP_ICONS;

export function isAppIconName(name: string): name is AppIconName {
  return Object.hasOwn(APP_ICONS, name);
}

const iconBytes = new Map<AppIconName, Uint8Array<ArrayBuffer>>();

function iconFile(name: AppIconName): Uint8Array<ArrayBuffer> {
  const known = iconBytes.get(name);
  if (known) return known;
  const bytes = new Uint8Array(readFileSync(fileURLToPath(new URL(`../app-icons/${name}`, import.meta.url))));
  iconBytes.set(name, bytes);
  return bytes;
}

/** The owner area as an installable app (docs/product/on-the-road.md): it opens on 'Mijn camper'. */
export const WEB_APP_MANIFEST = {
  name: 'Camperdeel — Mijn camper',
  short_name: 'Camperdeel',
  description: 'Jouw gedeelde camper: kalender, overdrachten en hulp onderweg.',
  lang: 'nl',
  dir: 'ltr',
  id: '/mijn-camper',
  start_url: '/mijn-camper',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: Object.entries(APP_ICONS).map(([file, icon]) => ({
    src: `/app-icons/${file}`,
    sizes: icon.sizes,
    type: 'image/png',
    purpose: icon.purpose,
  })),
} as const;

export function sendManifest(c: Context<AppEnv>) {
  c.header('Content-Type', 'application/manifest+json; charset=utf-8');
  c.header('Cache-Control', REVALIDATE);
  return c.body(JSON.stringify(WEB_APP_MANIFEST));
}

export function sendAppIcon(c: Context<AppEnv>) {
  const name = c.req.param('file') ?? '';
  if (!isAppIconName(name)) return c.text('Niet gevonden.', 404);
  c.header('Content-Type', 'image/png');
  // Same names across versions: a day is short enough for a redrawn icon to arrive.
  c.header('Cache-Control', 'public, max-age=86400');
  return c.body(iconFile(name));
}
