import { describe, expect, it } from 'vitest';
import { LANDING_REGISTER_HREF, type LandingCamper, landingCampersMarkup } from '../src/landing-campers.ts';

function camper(overrides: Partial<LandingCamper> = {}): LandingCamper {
  return {
    id: 'c1',
    naam: 'Zeeuwse Zon',
    merk: 'Hymer',
    model: 'B-Klasse',
    prijs: 12500,
    aantal_zitplaatsen: 4,
    aantal_bedden: 3,
    aantal_sloten_eigenaars: 4,
    aantal_ingevulde_sloten: 1,
    hoofdfoto_url: '/files/campers/c1/hoofdfoto.webp',
    ...overrides,
  };
}

describe('landingCampersMarkup', () => {
  it('renders nothing without campers', () => {
    expect(landingCampersMarkup([])).toBe('');
  });

  it('escapes every admin-entered value: a name with a script tag is text, never markup', () => {
    const html = landingCampersMarkup([
      camper({
        naam: '<script>alert(1)</script>" onmouseover="x',
        merk: '<img src=x onerror=alert(2)>',
        model: "'&",
      }),
    ]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('" onmouseover="');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;x');
    expect(html).toContain('&#39;&amp;');
  });

  it('drops an image address that is not ours or http(s)', () => {
    for (const url of ['javascript:alert(1)', '//evil.example/x.webp', 'data:image/png;base64,AAAA']) {
      const html = landingCampersMarkup([camper({ hoofdfoto_url: url })]);
      expect(html).not.toContain('<img');
      expect(html).toContain('landing-camper-nophoto');
    }
  });

  it('gives responsive WebP widths, the first photo eager with high priority and the rest lazy', () => {
    const html = landingCampersMarkup([camper(), camper({ id: 'c2', hoofdfoto_url: '/files/c2/a.webp' })]);
    const images = html.match(/<img [^>]+>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain(
      'srcset="/files/campers/c1/hoofdfoto-480w.webp 480w, /files/campers/c1/hoofdfoto-960w.webp 960w, /files/campers/c1/hoofdfoto.webp 1600w"',
    );
    expect(images[0]).toContain('sizes="');
    expect(images[0]).toContain('loading="eager" fetchpriority="high"');
    expect(images[1]).toContain('loading="lazy"');
    expect(images[1]).not.toContain('fetchpriority');
  });

  it('makes the first photo shown eager, also when the first camper has none (or an address that is dropped)', () => {
    const html = landingCampersMarkup([
      camper({ hoofdfoto_url: null }),
      camper({ id: 'c2', hoofdfoto_url: 'javascript:alert(1)' }),
      camper({ id: 'c3', hoofdfoto_url: '/files/c3/a.webp' }),
      camper({ id: 'c4', hoofdfoto_url: '/files/c4/a.webp' }),
    ]);
    const images = html.match(/<img [^>]+>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('/files/c3/a.webp');
    expect(images[0]).toContain('loading="eager" fetchpriority="high"');
    expect(images[1]).toContain('loading="lazy"');
  });

  it('links every card to registration and shows the public facts', () => {
    const html = landingCampersMarkup([
      camper(),
      camper({ id: 'c2', naam: 'Vol', aantal_ingevulde_sloten: 4 }),
    ]);
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html.split(`href="${LANDING_REGISTER_HREF.replaceAll('&', '&amp;')}"`)).toHaveLength(3);
    expect(html).toContain('Beschikbare campers');
    expect(html).toContain('1/4 eigenaars');
    expect(html).toContain('Verkocht');
    // Only the camper with room invites to apply (docs/product/public.md#states-spec-4: hidden on a sold one).
    expect(html.match(/Registreer en meld je aan/g)).toHaveLength(1);
  });
});
