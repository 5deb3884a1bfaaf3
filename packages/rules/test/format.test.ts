import { describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatDateRange,
  formatDateShort,
  formatDayCount,
  formatEuro,
  formatFileKind,
  formatFileSize,
  formatMonthTitle,
  reserveButtonLabel,
} from '../src/format.ts';

const NBSP = '\u00a0';

describe('formatEuro (nl-BE)', () => {
  it('puts the euro sign first, a dot between thousands and a decimal comma', () => {
    expect(formatEuro(1234.5)).toBe(`€${NBSP}1.234,50`);
    expect(formatEuro(0)).toBe(`€${NBSP}0,00`);
    expect(formatEuro(160)).toBe(`€${NBSP}160,00`);
    expect(formatEuro(49999.99)).toBe(`€${NBSP}49.999,99`);
  });
});

describe('Dutch dates', () => {
  it('formats long and short dates with Dutch month names', () => {
    expect(formatDateLong('2027-01-03')).toBe('3 januari 2027');
    expect(formatDateLong('2028-02-29')).toBe('29 februari 2028');
    expect(formatDateShort('2027-01-03')).toBe('3 jan. 2027');
    expect(formatDateShort('2026-03-29')).toBe('29 mrt. 2026');
    expect(formatDateShort('2026-10-25')).toBe('25 okt. 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30 dec. 2026 - 2 jan. 2027');
    expect(formatDateRange('2026-12-30', '2026-12-30')).toBe('30 dec. 2026');
    expect(formatMonthTitle(2027, 5)).toBe('mei 2027');
  });

  it('never shifts a date, whatever the machine zone', () => {
    const original = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Amsterdam']) {
        process.env.TZ = zone;
        expect(formatDateLong('2026-03-29'), zone).toBe('29 maart 2026');
        expect(formatDateShort('2026-10-25'), zone).toBe('25 okt. 2026');
      }
    } finally {
      process.env.TZ = original;
    }
  });

  it('throws on a malformed date instead of printing "Invalid Date"', () => {
    expect(() => formatDateLong('2027-02-30')).toThrow(RangeError);
  });
});

describe('formatFileSize (B below 1024, KB with one decimal below 1 MB, else MB)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1,0 KB'],
    [1536, '1,5 KB'],
    [1024 * 1024 - 1, '1024,0 KB'],
    [1024 * 1024, '1,0 MB'],
    [5.5 * 1024 * 1024, '5,5 MB'],
    [1500 * 1024 * 1024, '1500,0 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('day counts', () => {
  it('reads naturally and keeps the spec literal for the button', () => {
    expect(formatDayCount(1)).toBe('1 dag');
    expect(formatDayCount(3)).toBe('3 dagen');
    expect(reserveButtonLabel(3, false)).toBe('Reserveer deze 3 dag(en)');
    expect(reserveButtonLabel(3, true)).toBe('Bezig met reserveren...');
  });
});

describe('formatFileKind', () => {
  it.each([
    ['application/pdf', 'PDF'],
    ['application/msword', 'Word'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word'],
    ['image/jpeg', 'Afbeelding'],
    ['image/webp', 'Afbeelding'],
    ['application/octet-stream', 'Bestand'],
  ])('names %s as %s', (mime, label) => {
    expect(formatFileKind(mime)).toBe(label);
  });
});
