import { describe, expect, it } from 'vitest';
import { ApiFailure, isApiFailure } from '../src/failure.ts';

describe('ApiFailure across bundled copies', () => {
  it("recognises a refusal made by another copy of the class (a remote's request, the shell's policy)", () => {
    // What a second copy of failure.ts makes: its own class, same brand.
    const brand = Symbol.for('camperdeel.client.ApiFailure');
    const fromOtherCopy = Object.assign(new Error('Deze camper heeft nog eigenaars.'), {
      [brand]: true,
      status: 409,
    });
    expect(fromOtherCopy instanceof ApiFailure).toBe(true);
    expect(isApiFailure(fromOtherCopy)).toBe(true);
    expect(new ApiFailure(409, null) instanceof ApiFailure).toBe(true);
    expect(new Error('bug') instanceof ApiFailure).toBe(false);
    expect(isApiFailure(null)).toBe(false);
  });
});
