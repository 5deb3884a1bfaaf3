import { describe, expect, it } from 'vitest';
import { remToPx } from '../src/embed/rem-to-px.ts';

describe('remToPx', () => {
  it('turns rem lengths into pixels at 16px per rem', () => {
    expect(remToPx('.a{padding:1rem 0.5rem;margin:-.25rem;width:calc(100% - 2.5rem)}')).toBe(
      '.a{padding:16px 8px;margin:-4px;width:calc(100% - 40px)}',
    );
    expect(remToPx(':root{--spacing-4:1rem;--font-sizes-sm:0.875rem}')).toBe(
      ':root{--spacing-4:16px;--font-sizes-sm:14px}',
    );
  });

  it('leaves other units and names that only end in rem alone', () => {
    const css = '.p-4rem{x:1em;y:10%;z:3px}.lorem{a:b}.x-1rem{c:d}';
    expect(remToPx(css)).toBe(css);
  });
});
