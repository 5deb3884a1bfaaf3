import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../src/components/Dialog.tsx';
import { Select } from '../src/components/Select.tsx';
import { type Rendered, render, user } from './render.tsx';

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
