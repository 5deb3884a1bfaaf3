import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_KINDS,
  auditSentence,
  auditTargetKind,
  isAuditKind,
  printable,
} from '../src/audit-sentences.ts';

describe('auditSentence', () => {
  it('reads the example of the contract', () => {
    expect(auditSentence('POST /api/admin/invoices', {}, { doel: 'CD-2027-0001', bij: 'Jan de Boer' })).toBe(
      'Factuur CD-2027-0001 geüpload voor Jan de Boer',
    );
  });

  it.each(AUDIT_KINDS)('%s reads as a sentence that names its target', (soort) => {
    const named = auditSentence(soort, {}, { doel: 'Jan de Boer', bij: 'Zeeuwse Zon' });
    expect(named).toMatch(/^[A-ZÀ-ÿ]/);
    expect(named).not.toMatch(/\/api\/|:id|undefined|null|\s{2}/);
    if (
      auditTargetKind(soort) !== null &&
      soort !== 'sessie_beeindigd' &&
      soort !== 'POST /api/admin/mail/:id/retry'
    ) {
      expect(named).toContain('Jan de Boer');
    }
    // A target that is gone leaves a sentence without holes.
    const gone = auditSentence(soort, {}, { doel: null, bij: null });
    expect(gone).not.toMatch(/undefined|null|\s{2}| $/);
  });

  it('uses what the admin sent where it tells more', () => {
    expect(
      auditSentence(
        'PATCH /api/admin/applications/:id',
        { invoer: { status: 'toegewezen' } },
        { doel: 'Jan de Boer', bij: 'Zeeuwse Zon' },
      ),
    ).toBe('Aanmelding van Jan de Boer voor Zeeuwse Zon toegewezen');
    expect(
      auditSentence(
        'PATCH /api/admin/invoices/:id',
        { invoer: { betaald: true } },
        { doel: 'CD-1', bij: 'An' },
      ),
    ).toBe('Factuur CD-1 als betaald gemarkeerd voor An');
    expect(auditSentence('login_mislukt', { email: 'x@y.nl' }, { doel: null, bij: null })).toBe(
      'Mislukte inlogpoging voor x@y.nl',
    );
  });

  it('says an unknown write plainly, never as a route', () => {
    expect(auditSentence('POST /api/admin/iets-nieuws', {}, { doel: null, bij: null })).toBe(
      'Gegevens aangemaakt in het beheer',
    );
    expect(isAuditKind('POST /api/admin/iets-nieuws')).toBe(false);
    expect(isAuditKind('toString')).toBe(false);
    expect(auditTargetKind('constructor')).toBeNull();
  });

  it('lets no control character or terminal escape of a name or detail through', () => {
    const hostile = 'Jan\u001b[31m de\u0007 Boer\u202e\r\n';
    const text = auditSentence('PATCH /api/admin/users/:id', {}, { doel: hostile, bij: null });
    expect(text).toBe('Gegevens van Jan de Boer gewijzigd');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (doel, reden) => {
        const zin = auditSentence(
          'POST /api/admin/campers/:id/blocks',
          { invoer: { reden } },
          { doel, bij: null },
        );
        expect(zin).not.toMatch(/[\p{Cc}\p{Cf}]/u);
      }),
      { numRuns: 200 },
    );
  });

  it('printable keeps ordinary text as it is', () => {
    expect(printable('  Zoë  van  Dijk ')).toBe('Zoë van Dijk');
  });
});
