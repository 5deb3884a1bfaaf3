import { handoverCorrectionSchema } from '@camperdeel/rules/handover-correction';
import { describe, expect, it } from 'vitest';
import { correctionPayload } from '../src/features/handovers/HandoverCorrection.tsx';
import type { AdminHandover } from '../src/shared/camper-life-api.ts';

const handover = { km_stand: 9_999_999, notitie: null, schade_status: 'open' } as AdminHandover;
const untouched = { km_stand: '9999999', reden: '', notitie: '', schade_status: 'open' };

describe('handover correction form', () => {
  it('sends only what the admin changed, a typed reading as a number', () => {
    const payload = correctionPayload(handover);
    expect(payload({ ...untouched, km_stand: '46.000', reden: 'Typfout' })).toEqual({
      km_stand: 46_000,
      reden: 'Typfout',
    });
    expect(payload({ ...untouched, schade_status: 'opgelost', notitie: 'Gerepareerd' })).toEqual({
      notitie: 'Gerepareerd',
      schade_status: 'opgelost',
    });
  });

  it("the schema's own Dutch messages: a new reading needs a reason, nothing changed is refused", () => {
    const payload = correctionPayload(handover);
    const first = (values: typeof untouched) =>
      handoverCorrectionSchema.safeParse(payload(values)).error?.issues[0]?.message;
    expect(first({ ...untouched, km_stand: '46000' })).toBe(
      'Geef een reden op voor het corrigeren van de kilometerstand.',
    );
    expect(first(untouched)).toContain('minstens één wijziging');
    expect(first({ ...untouched, km_stand: 'veel', reden: 'x' })).toBe('Kilometerstand moet een getal zijn');
  });
});
