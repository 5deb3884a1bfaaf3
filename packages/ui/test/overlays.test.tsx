import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionMenu } from '../src/components/ActionMenu.tsx';
import { ConfirmDialog } from '../src/components/ConfirmDialog.tsx';
import { Toaster } from '../src/components/Toaster.tsx';
import { toast, toaster } from '../src/lib/toast.ts';
import { byText, press, type Rendered, render, user } from './render.tsx';

let mounted: Rendered | null = null;
afterEach(async () => {
  // Unmounted first: the store then clears without updating a mounted Toaster outside act().
  await mounted?.unmount();
  mounted = null;
  toast.dismiss();
});

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const confirmDialog = (onConfirm: () => unknown, onOpenChange: (open: boolean) => void) => (
  <ConfirmDialog
    open
    onOpenChange={onOpenChange}
    description="Deze actie kan niet ongedaan worden gemaakt. De reservering wordt verwijderd en je credits worden teruggestort."
    confirmLabel="Verwijderen"
    busyLabel="Verwijderen..."
    onConfirm={onConfirm}
  />
);

describe('ConfirmDialog', () => {
  it('is an alert dialog with the spec texts', async () => {
    mounted = await render(
      confirmDialog(
        () => {},
        () => {},
      ),
    );
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Weet je het zeker?');
    expect(dialog?.textContent).toContain('Annuleren');
    expect(dialog?.getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('shows the busy label while the action runs, then closes', async () => {
    const pending = deferred();
    const onOpenChange = vi.fn();
    mounted = await render(confirmDialog(() => pending.promise, onOpenChange));
    await user(() => byText(document, 'button', 'Verwijderen').click());
    const busy = byText(document, 'button', 'Verwijderen...') as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((byText(document, 'button', 'Annuleren') as HTMLButtonElement).disabled).toBe(true);
    await user(() => pending.resolve());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open when the action fails, ready to try again', async () => {
    const pending = deferred();
    const onOpenChange = vi.fn();
    mounted = await render(confirmDialog(() => pending.promise, onOpenChange));
    await user(() => byText(document, 'button', 'Verwijderen').click());
    await user(() => pending.reject(new Error('Fout bij verwijderen')));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((byText(document, 'button', 'Verwijderen') as HTMLButtonElement).disabled).toBe(false);
  });

  it('cancels', async () => {
    const onOpenChange = vi.fn();
    mounted = await render(confirmDialog(() => {}, onOpenChange));
    await user(() => byText(document, 'button', 'Annuleren').click());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('ActionMenu', () => {
  const menu = (onSelect: () => void) => (
    <ActionMenu
      label="Meer acties voor Anna"
      items={[
        { value: 'reset', label: 'Wachtwoord reset versturen', onSelect },
        { value: 'verwijderen', label: 'Verwijderen', danger: true, onSelect: () => {} },
      ]}
    />
  );
  const menuItems = () => [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
  const trigger = () => document.querySelector<HTMLElement>('[aria-label="Meer acties voor Anna"]');

  it('is a menu button that opens its menu on the first click', async () => {
    const onSelect = vi.fn();
    mounted = await render(menu(onSelect));
    expect(trigger()?.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger()?.getAttribute('aria-expanded')).toBe('false');
    expect(menuItems()).toEqual([]);
    await user(() => trigger()?.click());
    expect(trigger()?.getAttribute('aria-expanded')).toBe('true');
    expect(menuItems()).toEqual(['Wachtwoord reset versturen', 'Verwijderen']);
    // Choosing an action is a real pointer's work: e2e/tests/admin-users.spec.ts chooses one in Chromium.
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('opens with the arrow key too', async () => {
    mounted = await render(menu(() => {}));
    const button = trigger();
    if (!button) throw new Error('no menu button');
    await user(() => press(button, 'ArrowDown'));
    expect(menuItems()).toEqual(['Wachtwoord reset versturen', 'Verwijderen']);
  });
});

describe('toast', () => {
  it('shows a destructive toast with title and description in the one Toaster', async () => {
    mounted = await render(<Toaster />);
    await user(() => {
      toast.destructive({ title: 'Fout bij reserveren', description: 'Deze dag is niet meer beschikbaar.' });
    });
    const shown = document.querySelector('[data-type="error"]');
    expect(shown?.textContent).toContain('Fout bij reserveren');
    expect(shown?.textContent).toContain('Deze dag is niet meer beschikbaar.');
    // The region's accessible name is Dutch too, not Ark's 'Notifications, top-end (alt+T)'.
    expect(document.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Meldingen');
  });

  it('a success replaces the error toasts it resolves', async () => {
    mounted = await render(<Toaster />);
    await user(() => {
      toast.destructive({ title: 'Login mislukt', description: 'Controleer je inloggegevens.' });
    });
    const error = () => document.querySelector('[data-type="error"]');
    expect(error()?.getAttribute('data-state')).toBe('open');
    await user(() => {
      toast.success({ title: 'Welkom terug!' });
    });
    expect(document.querySelector('[data-type="success"]')?.getAttribute('data-state')).toBe('open');
    // Closing (it animates out) or already gone: either way no longer on screen for the user.
    expect(error()?.getAttribute('data-state') ?? 'closed').toBe('closed');
  });

  it('sits at the bottom, clear of headers, main actions and the first table row', () => {
    expect(toaster.attrs.placement).toBe('bottom-end');
  });

  it('shares one store even when the module is loaded twice (a remote with its own copy)', async () => {
    vi.resetModules();
    const first = await import('../src/lib/toast.ts');
    vi.resetModules();
    const again = await import('../src/lib/toast.ts');
    expect(again).not.toBe(first);
    expect(again.toaster).toBe(first.toaster);
    mounted = await render(<Toaster />);
    await user(() => {
      again.toast.success({ title: 'Reservering gemaakt', description: 'Je hebt 2 dag(en) gereserveerd.' });
    });
    expect(document.querySelector('[data-type="success"]')?.textContent).toContain('Reservering gemaakt');
  });

  it('stacks at most one deep on a phone, the newest on top', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767.98px)',
      media: query,
    }));
    try {
      toaster.remove();
      mounted = await render(<Toaster />);
      for (const title of ['Reservering gemaakt', 'Reservering gemaakt']) {
        await user(() => {
          toast.success({ title });
        });
      }
      await user(() => {
        toast.destructive({ title: 'Fout bij verwijderen' });
      });
      const open = [
        ...document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]'),
      ];
      expect(open.map((t) => t.textContent)).toEqual([expect.stringContaining('Fout bij verwijderen')]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('clears the toasts from before when a dialog opens on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767.98px)',
      media: query,
    }));
    toaster.remove();
    mounted = await render(<Toaster />);
    await user(() => {
      toast.success({ title: 'Reservering gemaakt' });
    });
    const success = () => document.querySelector('[data-type="success"]')?.getAttribute('data-state');
    expect(success()).toBe('open');
    const dialog = await render(
      confirmDialog(
        () => {},
        () => {},
      ),
    );
    // Closing (it animates out) or already gone.
    expect(success() ?? 'closed').toBe('closed');
    await dialog.unmount();
    vi.unstubAllGlobals();
  });
});
