import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvatarUpload } from '../src/components/AvatarUpload.tsx';
import { formatNumberNl, NumberInput } from '../src/components/NumberInput.tsx';
import { Switch } from '../src/components/Switch.tsx';
import { chooseFile, type Rendered, render, user } from './render.tsx';

let mounted: Rendered | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

describe('AvatarUpload', () => {
  it('passes an image on and refuses anything else with a Dutch message', async () => {
    const onFileSelect = vi.fn();
    mounted = await render(<AvatarUpload name="Anna" onFileSelect={onFileSelect} />);
    const input = mounted.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input.accept).toBe('image/*');

    await user(() => chooseFile(input, new File(['%PDF'], 'factuur.pdf', { type: 'application/pdf' })));
    expect(onFileSelect).not.toHaveBeenCalled();
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toContain('Kies een afbeelding');

    const photo = new File(['png'], 'anna.png', { type: 'image/png' });
    await user(() => chooseFile(input, photo));
    expect(onFileSelect).toHaveBeenCalledWith(photo);
    expect(mounted.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('names the camera button and explains it with the spec hint', async () => {
    mounted = await render(<AvatarUpload name="Anna" onFileSelect={() => {}} />);
    const camera = mounted.container.querySelector('button');
    const hintId = camera?.getAttribute('aria-describedby') ?? '';
    expect(camera?.getAttribute('aria-label')).toBe('Nieuwe profielfoto kiezen');
    expect(document.getElementById(hintId)?.textContent).toBe(
      'Klik op het camera icoon om een nieuwe foto te uploaden',
    );
  });
});

function SwitchHarness({ onChange }: { onChange: (checked: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Tonen in camper vinden"
      checked={on}
      onCheckedChange={(next) => {
        setOn(next);
        onChange(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('toggles and reports the new state', async () => {
    const onChange = vi.fn();
    mounted = await render(<SwitchHarness onChange={onChange} />);
    const input = mounted.container.querySelector<HTMLInputElement>('input');
    expect(input?.checked).toBe(false);
    await user(() => mounted?.container.querySelector('label')?.click());
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(input?.checked).toBe(true);
    // The track and thumb follow, for the recipe's `_checked`.
    const parts = [...(mounted?.container.querySelectorAll('[data-scope="switch"]') ?? [])];
    expect(parts.map((part) => part.getAttribute('data-state'))).toEqual([
      'checked',
      'checked',
      'checked',
      'checked',
    ]);
    await user(() => input?.click());
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(input?.checked).toBe(false);
  });

  it('is a checkbox named by its label, also when the label is for screen readers only', async () => {
    mounted = await render(
      <Switch label="Nieuwe factuur voor jou" hideLabel checked disabled onCheckedChange={() => {}} />,
    );
    const input = mounted.container.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(input?.closest('label')?.textContent).toBe('Nieuwe factuur voor jou');
    expect(input?.checked).toBe(true);
    expect(input?.disabled).toBe(true);
  });
});

describe('formatNumberNl', () => {
  it('writes Dutch numbers without grouping and an empty field for null', () => {
    expect(formatNumberNl(1234.5, 2)).toBe('1234,5');
    expect(formatNumberNl(3)).toBe('3');
    expect(formatNumberNl(null)).toBe('');
  });
});

describe('NumberInput', () => {
  function type(input: HTMLInputElement, value: string) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }

  it('reports numbers, reports null for an empty field, and follows a new value from the caller', async () => {
    const onValueChange = vi.fn();
    mounted = await render(
      <NumberInput label="Aantal familieleden" value={2} onValueChange={onValueChange} min={1} />,
    );
    const input = mounted.container.querySelector('input');
    if (!input) throw new Error('no input');
    expect(input.value).toBe('2');
    await user(() => input.focus());
    await user(() => type(input, '4'));
    expect(onValueChange).toHaveBeenLastCalledWith(4);
    await user(() => type(input, ''));
    expect(onValueChange).toHaveBeenLastCalledWith(null);

    await mounted.rerender(
      <NumberInput label="Aantal familieleden" value={7} onValueChange={onValueChange} />,
    );
    expect(input.value).toBe('7');
  });
});
