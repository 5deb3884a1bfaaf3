import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { vi } from 'vitest';
import { toaster } from '../lib/toast.ts';

// Test-only: the happy-dom render helpers the remotes' screen tests share. No app source may import this module
// (test/testing-not-bundled.test.ts guards that), so neither TanStack Router nor Vitest reaches a bundle from here.

// React only flushes updates synchronously inside act() when it knows it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts a page under a router at `url` (any path renders it, as the shell's splat route does). */
export async function mountPage(Page: ComponentType, url: string) {
  const rootRoute = createRootRoute();
  const everyPath = createRoute({ getParentRoute: () => rootRoute, path: '/$', component: () => <Page /> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([everyPath]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  await settle();
  return {
    container,
    router,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises (fetch answers, lazy router work) and the React updates they cause finish. */
export async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export function field(root: ParentNode, name: string): HTMLInputElement | HTMLTextAreaElement {
  const found = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found;
}

/** Types into a React-controlled field the way a browser does (native setter, then an input event). */
export async function type(target: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(target, value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function button(root: ParentNode, text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent?.trim() === text,
  );
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

export async function click(target: HTMLElement) {
  await act(async () => target.click());
  await settle();
}

export function heading(root: ParentNode): HTMLHeadingElement | null {
  return root.querySelector('h1');
}

type Answer = { status: number; body: unknown };
export type Call = { method: string; path: string; body: unknown };

/**
 * A stand-in for the BFF in unit tests of a screen: answers by "METHOD /path" and records every call. A function
 * answer can hold the response back to observe the busy state.
 */
export function fakeApi(routes: Record<string, Answer | (() => Promise<Answer>)>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    calls.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    const route = routes[`${request.method} ${path}`];
    const answer =
      typeof route === 'function'
        ? await route()
        : (route ?? { status: 404, body: { error: { code: 'not_found', message: 'Niet gevonden.' } } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Settles until `find` returns something (a lazy tab's chunk, a list's answer); fails after about two seconds. */
export async function waitFor<T>(find: () => T | null | undefined, what = 'the element'): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found !== null && found !== undefined) return found;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The toasts on screen as 'type: title / description', to compare with the spec's texts. */
export function toastTitles(): string[] {
  return toaster
    .getVisibleToasts()
    .map((t) => `${t.type}: ${t.title}${t.description ? ` / ${t.description}` : ''}`);
}
