import { toaster } from '@camperdeel/ui/lib/toast';
import { configure, screen } from '@testing-library/react';
import type { SetupServer } from 'msw/node';

// findBy*/waitFor wait up to 5 s: the shared 2-core machine runs many suites at once, and 1 s (the default)
// made answers that do arrive look missing.
configure({ asyncUtilTimeout: 5000 });

/** The visible toasts as 'type: title / description'. */
export function toastTexts(): string[] {
  return toaster
    .getVisibleToasts()
    .map((t) => `${t.type}: ${String(t.title)}${t.description ? ` / ${String(t.description)}` : ''}`);
}

/** A form control by its `name` (react-hook-form registers every field under its schema key). */
export function field(name: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`[name="${name}"]:not([aria-hidden="true"])`);
  if (!found) throw new Error(`no field named "${name}"`);
  return found;
}

/** The page's step or page heading. */
export function pageHeading(): HTMLElement {
  return screen.getByRole('heading', { level: 1 });
}

export type Sent = { method: string; path: string; body: unknown };

/** Every API request the page sends, with its JSON body, in order. */
export function recordRequests(server: SetupServer): Sent[] {
  const sent: Sent[] = [];
  server.events.on('request:start', async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  });
  return sent;
}
