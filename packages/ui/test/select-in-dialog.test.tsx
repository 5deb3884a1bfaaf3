import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../src/components/Dialog.tsx';
import { Select } from '../src/components/Select.tsx';
import { press, type Rendered, render, user } from './render.tsx';

let mounted: Rendered | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function RoleInDialog() {
  const [role, setRole] = useState<string | null>(null);
  return (
    <Dialog open title="Gebruiker toevoegen">
      <Select
        label="Rol"
        options={[
          { value: 'owner', label: 'Eigenaar' },
          { value: 'admin', label: 'Beheerder' },
        ]}
        value={role}
        onValueChange={setRole}
      />
    </Dialog>
  );
}

describe('Select inside a Dialog', () => {
  it('opens its listbox inside the modal dialog, visible to screen readers', async () => {
    mounted = await render(<RoleInDialog />);
    await user(settle);
    const trigger = document.querySelector<HTMLButtonElement>(
      '[role="dialog"] button[aria-haspopup="listbox"]',
    );
    if (!trigger) throw new Error('no select trigger in the dialog');
    await user(() => trigger.click());
    await user(settle);
    const listbox = document.querySelector('[role="listbox"]');
    expect(listbox?.closest('[aria-hidden="true"]')).toBeNull();
    expect(listbox?.closest('[role="dialog"]')).not.toBeNull();
    const admin = [...(listbox?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])].find(
      (o) => o.textContent === 'Beheerder',
    );
    if (!admin) throw new Error('no option Beheerder');
    await user(() => admin.click());
    expect(trigger.textContent).toContain('Beheerder');
  });
});

function StatusInList({ onChange }: { onChange: (value: string) => void }) {
  const [status, setStatus] = useState('beschikbaar');
  return (
    <Select
      inList
      aria-label="Status van Hymer"
      options={[
        { value: 'beschikbaar', label: 'Beschikbaar' },
        { value: 'volzet', label: 'Volzet' },
      ]}
      value={status}
      onValueChange={(value) => {
        onChange(value);
        setStatus(value);
      }}
    />
  );
}

describe('Select in the rows of a list', () => {
  const combobox = () =>
    document.querySelector<HTMLElement>('[role="combobox"][aria-label="Status van Hymer"]');
  const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];

  it('shows its value closed, and opens its listbox on the first click to choose', async () => {
    const chosen: string[] = [];
    mounted = await render(<StatusInList onChange={(value) => chosen.push(value)} />);
    expect(combobox()?.textContent).toBe('Beschikbaar');
    expect(combobox()?.getAttribute('aria-expanded')).toBe('false');
    expect(options()).toEqual([]);
    await user(() => combobox()?.click());
    await user(settle);
    expect(combobox()?.getAttribute('aria-expanded')).toBe('true');
    const volzet = options().find((option) => option.textContent === 'Volzet');
    if (!volzet) throw new Error('no option Volzet');
    await user(() => volzet.click());
    expect(chosen).toEqual(['volzet']);
    expect(combobox()?.textContent).toContain('Volzet');
  });

  it('opens with the arrow key too, without choosing', async () => {
    const chosen: string[] = [];
    mounted = await render(<StatusInList onChange={(value) => chosen.push(value)} />);
    const closed = combobox();
    if (!closed) throw new Error('no combobox');
    await user(() => press(closed, 'ArrowDown'));
    await user(settle);
    expect(combobox()?.getAttribute('aria-expanded')).toBe('true');
    expect(options().map((option) => option.textContent)).toEqual(['Beschikbaar', 'Volzet']);
    expect(chosen).toEqual([]);
  });
});
