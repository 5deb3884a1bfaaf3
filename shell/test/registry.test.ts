import { describe, expect, it } from 'vitest';
import { areaOfPath } from '../src/remotes/registry.ts';

describe('areaOfPath', () => {
  it('finds the area of a path and of its sub-paths', () => {
    expect(areaOfPath('/auth')).toBe('public');
    expect(areaOfPath('/dashboard/profile')).toBe('public');
    expect(areaOfPath('/mijn-camper/kalender')).toBe('owner');
    expect(areaOfPath('/admin')).toBe('admin');
  });

  it('has no area for the landing page or look-alike paths', () => {
    expect(areaOfPath('/')).toBeUndefined();
    expect(areaOfPath('/administratie')).toBeUndefined();
  });
});
