import { toaster } from '@camperdeel/ui/lib/toast';
import { button, click, fakeApi, mountPage, toastTitles, waitFor } from '@camperdeel/ui/testing/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationsTab } from '../src/features/applications/ApplicationsTab.tsx';
import { CampersTab } from '../src/features/campers/CampersTab.tsx';
import { DocumentsTab } from '../src/features/documents/DocumentsTab.tsx';
import { UsersTab } from '../src/features/users/UsersTab.tsx';

const CAMPER_ID = '11111111-1111-4111-8111-111111111111';
const USER_ID = '22222222-2222-4222-8222-222222222222';

const owner = {
  user_id: USER_ID,
  naam: 'Jan de Boer',
  email: 'jan@example.nl',
  profielfoto_url: null,
  telefoonnummer: '06-1',
  beschrijving: 'Houdt van de zee',
  aantal_familieleden: 3,
  huisdieren: 'Een hond',
  allergieen_intolleranties: null,
};

const camper = {
  id: CAMPER_ID,
  naam: 'Zeeuwse Zon',
  merk: 'Hymer',
  model: 'B-Klasse',
  categorie: 'integraal',
  rijbewijs: 'B',
  conditie: 'nieuw',
  prijs: 19500,
  aantal_zitplaatsen: 4,
  aantal_bedden: 3,
  lengte_cm: 600,
  breedte_cm: 220,
  max_kg: 3500,
  aantal_km: null,
  motor_pk: 140,
  motor_kw: 103,
  aantal_sloten_eigenaars: 3,
  aantal_ingevulde_sloten: 1,
  open_sloten: 2,
  toont_in_camper_vinden: true,
  status: 'in_verkoop',
  hoofdfoto_url: null,
  detailfoto_urls: [],
  pdf_url: null,
  vloerplan_url: null,
  nummerplaat: null,
  polisnummer: null,
  created_at: '2026-01-01T00:00:00.000Z',
  eigenaars: [owner],
};

function byLabel(label: string): HTMLElement {
  const found = document.body.querySelector<HTMLElement>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`nothing labelled "${label}"`);
  return found;
}

let page: Awaited<ReturnType<typeof mountPage>> | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
  toaster.remove();
  vi.unstubAllGlobals();
});

describe('campers tab', () => {
  it('shows details, one avatar per owner and one add button per free slot', async () => {
    fakeApi({ 'GET /api/admin/campers': { status: 200, body: { campers: [camper] } } });
    page = await mountPage(CampersTab, '/admin/dashboard/campers');
    const row = await waitFor(() => document.body.querySelector('tbody tr'), 'the camper row');
    expect(row.textContent).toContain('Zeeuwse Zon');
    expect(row.textContent).toContain('Hymer - B-Klasse');
    expect(row.textContent).toContain('4 zitplaatsen · 3 bedden');
    expect(row.querySelectorAll('[aria-label="Eigenaar Jan de Boer"]')).toHaveLength(1);
    expect(row.querySelectorAll('[aria-label="Vrij slot: eigenaar toewijzen"]')).toHaveLength(2);
  });

  it('opens the owner-info dialog from an avatar with the owner details', async () => {
    fakeApi({ 'GET /api/admin/campers': { status: 200, body: { campers: [camper] } } });
    page = await mountPage(CampersTab, '/admin/dashboard/campers');
    await waitFor(() => document.body.querySelector('tbody tr'));
    await click(byLabel('Eigenaar Jan de Boer'));
    const dialog = await waitFor(() => document.body.querySelector('[role="dialog"]'), 'the dialog');
    for (const text of [
      'jan@example.nl',
      '06-1',
      'Houdt van de zee',
      '3',
      'Een hond',
      'Eigenaar verwijderen',
    ])
      expect(dialog.textContent).toContain(text);
  });

  it('toggles visibility with the server and says "Zichtbaarheid aangepast"', async () => {
    const calls = fakeApi({
      'GET /api/admin/campers': { status: 200, body: { campers: [camper] } },
      [`PATCH /api/admin/campers/${CAMPER_ID}/visibility`]: {
        status: 200,
        body: { camper: { ...camper, toont_in_camper_vinden: false } },
      },
    });
    page = await mountPage(CampersTab, '/admin/dashboard/campers');
    await waitFor(() => document.body.querySelector('tbody tr'));
    const toggle = document.body.querySelector<HTMLInputElement>('tbody input[type="checkbox"]');
    if (!toggle) throw new Error('no visibility switch');
    await click(toggle);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ toont_in_camper_vinden: false });
    expect(toastTitles()).toContain('success: Zichtbaarheid aangepast');
  });

  it("shows the server's message when a camper in use cannot be deleted", async () => {
    fakeApi({
      'GET /api/admin/campers': { status: 200, body: { campers: [camper] } },
      [`DELETE /api/admin/campers/${CAMPER_ID}`]: {
        status: 409,
        body: {
          error: {
            code: 'camper_in_use',
            message: 'Deze camper heeft nog eigenaars of reserveringen en kan niet verwijderd worden.',
          },
        },
      },
    });
    page = await mountPage(CampersTab, '/admin/dashboard/campers');
    await waitFor(() => document.body.querySelector('tbody tr'));
    await click(byLabel('Zeeuwse Zon verwijderen'));
    await click(button(document.body, 'Verwijderen'));
    expect(toastTitles()).toContain(
      'error: Fout bij verwijderen / Deze camper heeft nog eigenaars of reserveringen en kan niet verwijderd worden.',
    );
    expect(document.body.querySelector('tbody')?.textContent).toContain('Zeeuwse Zon');
  });

  it('says "Geen campers gevonden" for an empty list', async () => {
    fakeApi({ 'GET /api/admin/campers': { status: 200, body: { campers: [] } } });
    page = await mountPage(CampersTab, '/admin/dashboard/campers');
    const cell = await waitFor(() => document.body.querySelector('tbody td'));
    expect(cell.textContent).toBe('Geen campers gevonden');
  });
});

describe('users tab', () => {
  const user = {
    id: USER_ID,
    naam: 'Lisa Meijer',
    email: 'lisa@example.nl',
    telefoonnummer: null,
    profielfoto_url: null,
    status: 'prospect',
    is_admin: false,
    aanmeldingen_count: 2,
    camper_id: null,
  };

  it('asks the spec question before deleting and says "Gebruiker verwijderd"', async () => {
    const calls = fakeApi({
      'GET /api/admin/users': { status: 200, body: { users: [user] } },
      [`DELETE /api/admin/users/${USER_ID}`]: { status: 200, body: { verwijderd: USER_ID } },
    });
    page = await mountPage(UsersTab, '/admin/dashboard');
    const row = await waitFor(() => document.body.querySelector('tbody tr'));
    expect(row.textContent).toContain('lisa@example.nl');
    await click(byLabel('Lisa Meijer verwijderen'));
    expect(document.body.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'Weet je zeker dat je deze gebruiker wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
    );
    await click(button(document.body, 'Verwijderen'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(toastTitles()).toContain('success: Gebruiker verwijderd');
    expect(document.body.querySelector('tbody')?.textContent).not.toContain('Lisa Meijer');
  });

  it('shows the placeholders for details and impersonation', async () => {
    fakeApi({ 'GET /api/admin/users': { status: 200, body: { users: [user] } } });
    page = await mountPage(UsersTab, '/admin/dashboard');
    await waitFor(() => document.body.querySelector('tbody tr'));
    await click(byLabel('Details van Lisa Meijer'));
    await click(byLabel('Inloggen als Lisa Meijer'));
    const texts = toastTitles().join('\n');
    expect(texts).toContain('Functie komt binnenkort');
    expect(texts).toContain('wordt binnenkort toegevoegd');
  });
});

describe('applications tab', () => {
  it('lists open slots and deletes with "Aanmelding verwijderd"', async () => {
    const application = {
      id: '33333333-3333-4333-8333-333333333333',
      user_id: USER_ID,
      camper_id: CAMPER_ID,
      status: 'in_afwachting',
      created_at: '2026-03-01T10:00:00.000Z',
      user_naam: 'Lisa Meijer',
      user_email: 'lisa@example.nl',
      user_telefoonnummer: null,
      user_foto: null,
      user_beschrijving: null,
      user_familieleden: null,
      user_huisdieren: null,
      user_allergieen: null,
      camper_naam: 'Zeeuwse Zon',
      camper_foto: null,
      aantal_sloten: 4,
      aantal_ingevuld: 1,
    };
    fakeApi({
      'GET /api/admin/applications': { status: 200, body: { aanmeldingen: [application] } },
      [`DELETE /api/admin/applications/${application.id}`]: {
        status: 200,
        body: { verwijderd: application.id },
      },
    });
    page = await mountPage(ApplicationsTab, '/admin/dashboard/aanmeldingen');
    const row = await waitFor(() => document.body.querySelector('tbody tr'));
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)[3]).toBe('3');
    await click(byLabel('Aanmelding van Lisa Meijer verwijderen'));
    await click(button(document.body, 'Verwijderen'));
    expect(toastTitles()).toContain('success: Aanmelding verwijderd');
    expect(document.body.querySelector('tbody td')?.textContent).toBe('Geen aanmeldingen gevonden');
  });
});

describe('documents tab', () => {
  it('refuses an incomplete upload with the spec text and sends nothing', async () => {
    const calls = fakeApi({
      'GET /api/admin/documents': { status: 200, body: { documenten: [] } },
      'GET /api/admin/campers': { status: 200, body: { campers: [camper] } },
    });
    page = await mountPage(DocumentsTab, '/admin/dashboard/documenten');
    await waitFor(() => document.body.querySelector('tbody td'));
    expect(document.body.querySelector('tbody td')?.textContent).toBe('Geen documenten gevonden');
    await click(button(document.body, 'Document uploaden'));
    await click(button(document.body, 'Uploaden'));
    expect(toastTitles()).toContain(
      'error: Onvolledige gegevens / Selecteer een camper, geef een naam en kies een bestand',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('downloads', () => {
  it('turns a refused download into "Download mislukt" with the server message', async () => {
    const stored = {
      id: '44444444-4444-4444-8444-444444444444',
      camper_id: CAMPER_ID,
      camper_naam: 'Zeeuwse Zon',
      document_naam: 'Kentekenbewijs',
      document_url: '/api/documents/44444444-4444-4444-8444-444444444444/download',
      bestandsgrootte: 2048,
      bestandstype: 'application/pdf',
      uploaded_by: null,
      uploaded_at: '2026-03-01T10:00:00.000Z',
    };
    fakeApi({
      'GET /api/admin/documents': { status: 200, body: { documenten: [stored] } },
      'GET /api/admin/campers': { status: 200, body: { campers: [camper] } },
      [`GET ${stored.document_url}`]: {
        status: 404,
        body: { error: { code: 'document_not_found', message: 'Dit document bestaat niet (meer).' } },
      },
    });
    page = await mountPage(DocumentsTab, '/admin/dashboard/documenten');
    const row = await waitFor(() => document.body.querySelector('tbody tr'));
    expect(row.textContent).toContain('2,0 KB');
    // The kind in words, not the MIME type.
    expect(row.textContent).toContain('PDF');
    expect(row.textContent).not.toContain('application/pdf');
    await click(byLabel('Kentekenbewijs downloaden'));
    expect(toastTitles()).toContain('error: Download mislukt / Dit document bestaat niet (meer).');
  });
});
