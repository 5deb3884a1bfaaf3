import { describe, expect, it } from 'vitest';
import {
  parseSpreadsheetAmountToCents,
  parseSpreadsheetDate,
  phoneMissingLeadingZero,
} from '../src/spreadsheet-values.ts';

describe('amounts as Dutch spreadsheets write them', () => {
  it.each([
    ['1.234', 123_400],
    ['€ 1.500', 150_000],
    ['1.234,50', 123_450],
    ['12,50', 1_250],
    ['12.50', 1_250],
    ['160', 16_000],
    ['-12,50', -1_250],
    ['€ -1.500', -150_000],
    ['-€ 7,5', -750],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseSpreadsheetAmountToCents(text)).toBe(cents);
  });

  it.each(['', '-', 'abc', '1.23.4', '--5', '1-2', '12,505', 'NaN', 'Infinity', '1e5'])(
    'refuses %j',
    (text) => {
      expect(parseSpreadsheetAmountToCents(text)).toBeNull();
    },
  );
});

describe('dates as Dutch spreadsheets write them', () => {
  it.each([
    ['1-2-27', '2027-02-01'],
    ['01-02-2027', '2027-02-01'],
    ['1/2/99', '2099-02-01'],
    ['31.12.26', '2026-12-31'],
    ['2027-02-01', '2027-02-01'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseSpreadsheetDate(text)).toBe(iso);
  });

  it.each(['30-2-27', '2027-02-30', '1-2-3', '1-13-27', 'morgen'])('refuses %j', (text) => {
    expect(parseSpreadsheetDate(text)).toBeNull();
  });
});

describe('phone numbers that lost their leading zero', () => {
  it('suggests the number with its zero', () => {
    expect(phoneMissingLeadingZero('612345678')).toBe('0612345678');
  });
  it.each(['0612345678', '+31612345678', '06-12345678', ''])('leaves %j alone', (text) => {
    expect(phoneMissingLeadingZero(text)).toBeNull();
  });
});
