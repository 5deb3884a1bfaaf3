import { describe, expect, it, vi } from 'vitest';
import { once } from '../src/once.ts';

describe('once', () => {
  it('makes nothing until first asked, then keeps the one value', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a made undefined too, without making it again', () => {
    const make = vi.fn(() => undefined);
    const get = once(make);
    get();
    get();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
