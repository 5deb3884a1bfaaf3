import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPhoneNumber, telTarget } from '../src/club-settings.ts';
import {
  isMaand,
  maandLabel,
  serviceInvoiceDueDate,
  serviceInvoiceName,
  serviceInvoiceNumber,
  servicePeriod,
} from '../src/service-invoices.ts';

describe('service-fee invoices', () => {
  it('number per year of the invoice date, four digits and more when the year needs them', () => {
    expect(serviceInvoiceNumber('2027-01-05', 1)).toBe('CD-2027-0001');
    expect(serviceInvoiceNumber('2026-12-31', 42)).toBe('CD-2026-0042');
    expect(serviceInvoiceNumber('2027-06-01', 12345)).toBe('CD-2027-12345');
    expect(() => serviceInvoiceNumber('2027-01-01', 0)).toThrow(RangeError);
    expect(() => serviceInvoiceNumber('2027-01-01', 1.5)).toThrow(RangeError);
  });

  it('numbers in order sort in order within a year (up to 9999)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9998 }), (n) => {
        expect(serviceInvoiceNumber('2027-03-01', n) < serviceInvoiceNumber('2027-03-01', n + 1)).toBe(true);
      }),
    );
  });

  it('is due 14 days after the invoice date, across months and leap days', () => {
    expect(serviceInvoiceDueDate('2027-01-05')).toBe('2027-01-19');
    expect(serviceInvoiceDueDate('2027-12-25')).toBe('2028-01-08');
    expect(serviceInvoiceDueDate('2028-02-20')).toBe('2028-03-05');
  });

  it('covers the whole month, February of a leap year included', () => {
    expect(servicePeriod('2027-01')).toEqual({ van: '2027-01-01', tot: '2027-01-31' });
    expect(servicePeriod('2028-02')).toEqual({ van: '2028-02-01', tot: '2028-02-29' });
    expect(servicePeriod('2027-04')).toEqual({ van: '2027-04-01', tot: '2027-04-30' });
    expect(maandLabel('2027-01')).toBe('januari 2027');
    expect(serviceInvoiceName('2027-03')).toBe('Servicekosten maart 2027');
  });

  it('reads only real yyyy-MM months', () => {
    for (const ok of ['2027-01', '2000-12', '2999-06']) expect(isMaand(ok)).toBe(true);
    for (const bad of [
      '2027-13',
      '2027-00',
      '2027-1',
      '27-01',
      '1999-12',
      '2027-01-01',
      ' 2027-01',
      202701,
      null,
    ]) {
      expect(isMaand(bad)).toBe(false);
    }
    expect(() => servicePeriod('2027-13')).toThrow(RangeError);
  });
});

describe('club phone numbers', () => {
  it('accepts what people write and refuses words, too few or too many digits', () => {
    for (const ok of ['020 123 45 67', '+31 (0)20-123 45 67', '0800-1234', '112233', '0000 000 001']) {
      expect(isPhoneNumber(ok)).toBe(true);
    }
    for (const bad of ['bel ons', '12345', '0'.repeat(16), '020+123456', '06-1234567x', '']) {
      expect(isPhoneNumber(bad)).toBe(false);
    }
  });

  it('dials digits only, keeping an international +, without the (0) trunk prefix', () => {
    expect(telTarget('+31 (0)20-123 45 67')).toBe('+31201234567');
    expect(telTarget('020 123 45 67')).toBe('0201234567');
    expect(telTarget('0800-1234')).toBe('08001234');
  });
});
