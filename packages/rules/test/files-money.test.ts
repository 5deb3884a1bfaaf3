import { describe, expect, it } from 'vitest';
import {
  centsToEuro,
  euroToCents,
  formatEuroInput,
  hasAtMostTwoDecimals,
  parseEuroInputToCents,
  parseSignedEuroInputToCents,
} from '../src/money.ts';
import { DOCUMENT_FILE_TYPES } from '../src/schemas/documents.ts';
import {
  acceptAttribute,
  extensionOf,
  IMAGE_FILE_TYPES,
  isAcceptedFile,
  nameWithoutExtension,
  PDF_FILE_TYPES,
} from '../src/schemas/files.ts';
import { INVOICE_FILE_TYPES } from '../src/schemas/invoices.ts';

describe('accepted file types', () => {
  it('lists the spec types for documents and invoices', () => {
    expect(DOCUMENT_FILE_TYPES.extensions).toEqual(['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png']);
    expect(INVOICE_FILE_TYPES.extensions).toEqual(['pdf', 'doc', 'docx']);
    expect(PDF_FILE_TYPES.mimeTypes).toEqual(['application/pdf']);
    expect(IMAGE_FILE_TYPES.mimeTypes.every((m) => m.startsWith('image/'))).toBe(true);
  });

  it('checks extension and declared type', () => {
    expect(isAcceptedFile({ name: 'Polis.PDF', type: 'application/pdf' }, DOCUMENT_FILE_TYPES)).toBe(true);
    expect(isAcceptedFile({ name: 'foto.jpeg', type: 'image/jpeg' }, DOCUMENT_FILE_TYPES)).toBe(true);
    expect(isAcceptedFile({ name: 'foto.jpeg' }, INVOICE_FILE_TYPES)).toBe(false);
    expect(isAcceptedFile({ name: 'factuur.docx', type: '' }, INVOICE_FILE_TYPES)).toBe(true);
    expect(isAcceptedFile({ name: 'script.pdf', type: 'text/html' }, DOCUMENT_FILE_TYPES)).toBe(false);
    expect(isAcceptedFile({ name: 'pdf', type: 'application/pdf' }, DOCUMENT_FILE_TYPES)).toBe(false);
  });

  it('derives names and the accept attribute', () => {
    expect(extensionOf('map/Verzekering.Polis.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(nameWithoutExtension('Verzekering 2026.pdf')).toBe('Verzekering 2026');
    expect(nameWithoutExtension('C:\\docs\\kenteken.jpg')).toBe('kenteken');
    expect(nameWithoutExtension('zonder-extensie')).toBe('zonder-extensie');
    expect(acceptAttribute(INVOICE_FILE_TYPES)).toBe(
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});

describe('money', () => {
  it('converts euro and cents without binary-fraction drift', () => {
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(euroToCents(24999.99)).toBe(2499999);
    expect(centsToEuro(1250)).toBe(12.5);
  });

  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12,50', 1250],
    ['12.05', 1205],
    [' 0,01 ', 1],
    ['12,505', null],
    ['-1', null],
    ['160.55', 16055],
    ['160,55', 16055],
    ['€ 160,55', 16055],
    ['160,55 €', 16055],
    ['1.234,50', 123450],
    ['1.234', null],
    ['1,234', null],
    ['1.234.567,89', 123456789],
    ['1,234.50', 123450],
    ['1 234,50', 123450],
    ['1\u00a0234,50', 123450],
    ['1.23.4', null],
    ['1,234,5', null],
    ['12.345.6', null],
    ['1.2345', null],
    ['.5', null],
    ['5.', null],
    ['1e3', null],
    ['Infinity', null],
    ['1234567890', null],
    ['', null],
    ['abc', null],
  ])('parses %j as %j cents', (input, cents) => {
    expect(parseEuroInputToCents(input)).toBe(cents);
  });

  it('knows two decimals', () => {
    expect(hasAtMostTwoDecimals(12.34)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(12.345)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});

describe('parseSignedEuroInputToCents', () => {
  it.each([
    ['-12,50', -1250],
    ['\u2212 12,50', -1250],
    ['€ -1.234,50', -123450],
    ['-€ 160', -16000],
    ['-0', 0],
    ['160,55', 16055],
    ['--1', null],
    ['1-', null],
    ['-', null],
    ['€-', null],
  ])('parses %j as %j cents', (input, cents) => {
    expect(parseSignedEuroInputToCents(input)).toBe(cents);
  });

  it('reads back what formatEuroInput shows for a credit note', () => {
    for (const cents of [-1, -16055, -123450]) {
      expect(parseSignedEuroInputToCents(formatEuroInput(cents))).toBe(cents);
    }
  });
});

describe('formatEuroInput', () => {
  it('shows an amount back in Belgian Dutch, and what it shows parses to the same amount', () => {
    expect(formatEuroInput(16055)).toBe('160,55');
    expect(formatEuroInput(123450)).toBe('1.234,50');
    expect(formatEuroInput(0)).toBe('0,00');
    for (const cents of [1, 99, 16055, 123450, 99999999999]) {
      expect(parseEuroInputToCents(formatEuroInput(cents))).toBe(cents);
    }
  });
});
