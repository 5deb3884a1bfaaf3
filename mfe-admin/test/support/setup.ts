import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// A lazy tab's first import takes seconds on a busy machine (seven engineers share two cores).
configure({ asyncUtilTimeout: 8000 });

// A state update React saw outside act() means a test asserted before the screen settled: fail the test.
let actWarnings: string[] = [];

beforeEach(() => {
  actWarnings = [];
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.includes('not wrapped in act') || text.includes('inside an `act` scope')) actWarnings.push(text);
    else original(...args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(actWarnings, 'React warnings about updates outside act()').toEqual([]);
});
