import { publicCamper } from '@camperdeel/client/testing/fixtures';
import { apiError, apiHandler } from '@camperdeel/client/testing/msw';
import { preloadDeferredDialogs } from '@camperdeel/ui/components/DeferredDialog';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CampersTabWithDialogs } from '../src/campers-tab.tsx';
import { ApplicationsTab } from '../src/features/applications/ApplicationsTab.tsx';
import { DocumentsTab } from '../src/features/documents/DocumentsTab.tsx';
import { InvoicesTab } from '../src/features/invoices/InvoicesTab.tsx';
import { ReservationsTab } from '../src/features/reservations/ReservationsTab.tsx';
import { preloadUserDialogs, UsersTab } from '../src/features/users/UsersTab.tsx';
import type { AdminCamper, AdminUser } from '../src/shared/admin-api.ts';
import { recordRequests, setupAdminServer } from './support/msw.ts';
import { findToast, renderPage } from './support/render.tsx';

/**
 * Chooses an item of the row menu that is open, by keyboard: jsdom keeps no pointer modality, so the menu's mouse
 * highlight is left to the browser journeys; arrows move the highlight and Enter selects.
 */
async function pick(user: { keyboard: (keys: string) => Promise<void> }, name: string) {
  const item = await screen.findByRole('menuitem', { name });
  for (let step = 0; step < 6 && !item.hasAttribute('data-highlighted'); step++)
    await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

const server = setupAdminServer();
// The users' and the delete dialogs load when opened (UsersTab.tsx, DeleteDialog.tsx); loaded up front here,
// because a component that suspends inside a testing-library act() is never retried. The e2e admin specs open
// them cold in Chromium.
beforeAll(() => Promise.all([preloadUserDialogs(), preloadDeferredDialogs()]));

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

const camper: AdminCamper = {
  ...publicCamper({
    id: CAMPER_ID,
    prijs: 19500,
    lengte_cm: 600,
    breedte_cm: 220,
    aantal_km: null,
    aantal_sloten_eigenaars: 3,
    open_sloten: 2,
    hoofdfoto_url: null,
  }),
  nummerplaat: null,
  polisnummer: null,
  eigenaars: [owner],
};

const storedDocument = {
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

const firstRow = async () => (await screen.findAllByRole('row'))[1] as HTMLElement;

describe('campers tab', () => {
  const campers = apiHandler('get', '/admin/campers', () => ({
    campers: [camper],
    volgende: null,
    totaal: 1,
  }));

  it('shows details, one avatar per owner and one add button per free slot', async () => {
    server.use(campers);
    await renderPage(<CampersTabWithDialogs />, '/admin/dashboard/campers');
    const row = await screen.findByRole('row', { name: /Zeeuwse Zon/ });
    expect(row.textContent).toContain('Hymer - B-Klasse');
    expect(row.textContent).toContain('4 zitplaatsen · 3 bedden');
    expect(within(row).getAllByRole('button', { name: 'Eigenaar Jan de Boer' })).toHaveLength(1);
    expect(within(row).getAllByRole('button', { name: 'Vrij slot: eigenaar toewijzen' })).toHaveLength(2);
  });

  it('opens the owner-info dialog from an avatar with the owner details', async () => {
    server.use(campers);
    const { user } = await renderPage(<CampersTabWithDialogs />, '/admin/dashboard/campers');
    await user.click(await screen.findByRole('button', { name: 'Eigenaar Jan de Boer' }));
    const dialog = await screen.findByRole('dialog');
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

  it('toggles visibility with the server, says "Zichtbaarheid aangepast" and shows the list as it now is', async () => {
    let visible = true;
    server.use(
      apiHandler('get', '/admin/campers', () => ({
        campers: [{ ...camper, toont_in_camper_vinden: visible }],
        volgende: null,
        totaal: 1,
      })),
      apiHandler('patch', '/admin/campers/:id/visibility', () => {
        visible = false;
        return { camper: { ...camper, toont_in_camper_vinden: false } };
      }),
    );
    const sent = recordRequests(server);
    const { user } = await renderPage(<CampersTabWithDialogs />, '/admin/dashboard/campers');
    const toggle = await screen.findByRole('checkbox', { name: /Zeeuwse Zon/ });
    await user.click(toggle);
    await findToast('Zichtbaarheid aangepast');
    expect(sent.find((c) => c.method === 'PATCH')?.body).toEqual({ toont_in_camper_vinden: false });
    // Invalidation, not a hand-made patch of the row: the list is asked again.
    await waitFor(() => expect(sent.filter((c) => c.path === '/api/admin/campers')).toHaveLength(2));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /Zeeuwse Zon/ }) as HTMLInputElement).checked).toBe(false),
    );
  });

  it("shows the server's message when a camper in use cannot be deleted", async () => {
    server.use(
      campers,
      apiHandler('delete', '/admin/campers/:id', () => apiError('camper_in_use')),
    );
    const { user } = await renderPage(<CampersTabWithDialogs />, '/admin/dashboard/campers');
    await user.click(await screen.findByRole('button', { name: 'Zeeuwse Zon verwijderen' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    await findToast('Fout bij verwijderen', 'kan niet verwijderd worden');
    // The dialog stays open and says, inside it, why and how to go on; the row stays.
    const refused = within(screen.getByRole('alertdialog')).getByRole('alert');
    expect(refused.textContent).toContain('kan niet verwijderd worden');
    expect(refused.textContent).toContain('Sluit dit venster');
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sluiten' })).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Zeeuwse Zon/, hidden: true })).toBeTruthy();
  });

  it('says "Geen campers gevonden" for an empty list', async () => {
    server.use(apiHandler('get', '/admin/campers', () => ({ campers: [], volgende: null, totaal: 0 })));
    await renderPage(<CampersTabWithDialogs />, '/admin/dashboard/campers');
    expect(await screen.findByText('Geen campers gevonden')).toBeTruthy();
  });
});

describe('owner-assignment dialog', () => {
  const candidate = {
    id: USER_ID,
    naam: 'Lisa Meijer',
    email: 'lisa@example.nl',
    telefoonnummer: null,
    beschrijving: null,
    huisdieren: null,
    allergieen_intolleranties: null,
    aantal_familieleden: null,
    profielfoto_url: null,
    is_eigenaar: false,
    heeft_aanmelding: false,
    eigen_camper_id: null,
    eigen_camper_naam: null,
  };

  it('shows a user who owns another camper as not selectable, with the reason, like "Al eigenaar"', async () => {
    server.use(
      apiHandler('get', '/admin/campers', () => ({ campers: [camper], volgende: null, totaal: 1 })),
      apiHandler('get', '/admin/campers/:id/users', () => ({
        users: [
          candidate,
          {
            ...candidate,
            id: 'b',
            naam: 'Piet Elders',
            email: 'piet@example.nl',
            eigen_camper_id: 'x',
            eigen_camper_naam: 'Bergkristal',
          },
          {
            ...candidate,
            id: 'c',
            naam: 'Jan de Boer',
            email: 'jan@example.nl',
            is_eigenaar: true,
            eigen_camper_id: CAMPER_ID,
            eigen_camper_naam: 'Zeeuwse Zon',
          },
        ],
        volgende: null,
        totaal: 3,
      })),
    );
    const { user } = await renderPage(<CampersTabWithDialogs />, '/admin/dashboard/campers');
    await user.click(
      (await screen.findAllByRole('button', { name: 'Vrij slot: eigenaar toewijzen' }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eigenaar toewijzen' });
    const elders = await within(dialog).findByRole('button', { name: 'Piet Elders toewijzen' });
    expect(elders.hasAttribute('disabled')).toBe(true);
    expect(elders.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(elders.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Eigenaar van Bergkristal',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Jan de Boer toewijzen' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(dialog).getByText('Al eigenaar')).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Lisa Meijer toewijzen' }).hasAttribute('disabled'),
    ).toBe(false);
  });
});

describe('users tab', () => {
  const listed: AdminUser = {
    id: USER_ID,
    naam: 'Lisa Meijer',
    email: 'lisa@example.nl',
    telefoonnummer: null,
    profielfoto_url: null,
    status: 'prospect' as const,
    is_admin: false,
    aanmeldingen_count: 2,
    camper_id: null,
    beschrijving: null,
    huisdieren: null,
    allergieen_intolleranties: null,
    aantal_familieleden: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };

  it('pages through the server: counts "1 van 3", loads more, and searches on the server after typing stops', async () => {
    const second = { ...listed, id: '44444444-4444-4444-8444-444444444444', naam: 'Marloes Çelik' };
    const third = { ...listed, id: '33333333-3333-4333-8333-333333333333', naam: 'Zoë Ångström' };
    const asked: URLSearchParams[] = [];
    server.use(
      apiHandler('get', '/admin/users', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        if (query.get('zoek') === 'zoe') return { users: [third], volgende: null, totaal: 1 };
        if (query.get('cursor') === 'c1') return { users: [second, third], volgende: null, totaal: 3 };
        return { users: [listed], volgende: 'c1', totaal: 3 };
      }),
    );
    const { user } = await renderPage(<UsersTab />, '/admin/dashboard');
    expect((await firstRow()).textContent).toContain('Lisa Meijer');
    expect(screen.getByText('1 van 3 gebruikers')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByText('3 gebruikers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await user.type(screen.getByRole('searchbox', { name: 'Zoek gebruiker' }), 'zoe');
    expect(await screen.findByText('1 gebruiker')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    // One request for the typed word, not one per key.
    expect(asked.filter((q) => q.has('zoek')).map((q) => q.get('zoek'))).toEqual(['zoe']);
  });

  it('asks the spec question before deleting, says "Gebruiker verwijderd" and asks the list again', async () => {
    let users = [listed];
    server.use(
      apiHandler('get', '/admin/users', () => ({ users, volgende: null, totaal: users.length })),
      apiHandler('delete', '/admin/users/:id', ({ params }) => {
        users = [];
        return { verwijderd: params.id ?? '' };
      }),
    );
    const { user } = await renderPage(<UsersTab />, '/admin/dashboard');
    expect((await firstRow()).textContent).toContain('lisa@example.nl');
    // The rarer actions sit in the row's "Meer acties" menu; the confirmation names whom it deletes.
    await user.click(screen.getByRole('button', { name: 'Meer acties voor Lisa Meijer' }));
    await pick(user, 'Verwijderen');
    const confirm = await screen.findByRole('alertdialog', { name: 'Lisa Meijer verwijderen?' });
    expect(confirm.textContent).toContain(
      'Weet je zeker dat je deze gebruiker wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await findToast('Gebruiker verwijderd');
    expect(await screen.findByText('Geen gebruikers gevonden')).toBeTruthy();
  });

  it('says its list could not be loaded, with the toast of the failure policy, and loads it again on "Opnieuw proberen"', async () => {
    let asked = 0;
    server.use(
      apiHandler('get', '/admin/users', () => {
        asked += 1;
        return asked === 1
          ? apiError('internal_error', 'Er ging iets mis.')
          : { users: [listed], volgende: null, totaal: 1 };
      }),
    );
    const { user } = await renderPage(<UsersTab />, '/admin/dashboard');
    expect(await screen.findByText('De gegevens konden niet geladen worden.')).toBeTruthy();
    await findToast('Fout bij laden gebruikers');
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect((await firstRow()).textContent).toContain('lisa@example.nl');
  });

  it.each([
    ['Details bekijken', 'Details', 'Functie komt binnenkort'],
    ['Inloggen als gebruiker', 'Inloggen als gebruiker', 'wordt binnenkort toegevoegd'],
  ])('shows the placeholder of "%s" from the row menu', async (item, title, text) => {
    server.use(apiHandler('get', '/admin/users', () => ({ users: [listed], volgende: null, totaal: 1 })));
    const { user } = await renderPage(<UsersTab />, '/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Meer acties voor Lisa Meijer' }));
    await pick(user, item);
    await findToast(title, text);
  });

  it('creates a user: schema messages on the fields first, then "Bezig met aanmaken..." and "Gebruiker aangemaakt"', async () => {
    server.use(
      apiHandler('get', '/admin/users', () => ({ users: [], volgende: null, totaal: 0 })),
      apiHandler('post', '/admin/users', () => ({
        user: { ...listed, naam: 'Nieuw' },
        uitnodiging_verstuurd: false,
      })),
    );
    const sent = recordRequests(server);
    const { user } = await renderPage(<UsersTab />, '/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Nieuwe gebruiker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe gebruiker' });
    await user.click(within(dialog).getByRole('button', { name: 'Gebruiker aanmaken' }));
    expect(await within(dialog).findByText('Naam is verplicht')).toBeTruthy();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Naam/), 'Nieuw');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'nieuw@example.nl');
    await user.type(within(dialog).getByLabelText(/^Wachtwoord/), 'lang-genoeg-42');
    await user.click(within(dialog).getByRole('button', { name: 'Gebruiker aanmaken' }));
    await findToast('Gebruiker aangemaakt');
    expect(sent.find((c) => c.method === 'POST')?.body).toEqual({
      naam: 'Nieuw',
      email: 'nieuw@example.nl',
      wachtwoord: 'lang-genoeg-42',
      telefoonnummer: null,
      status: 'prospect',
    });
  });
});

describe('reservations tab', () => {
  const line = {
    camper_id: CAMPER_ID,
    camper_naam: 'Zeeuwse Zon',
    merk: 'Hymer',
    model: 'B-Klasse',
    user_id: USER_ID,
    naam: 'Jan de Boer',
    jaar: 2027,
    aantal_reserveringen: 2,
    dagen: 5,
  };

  it('pages the overview through the server: "1 van 2 regels", "Meer laden", and the search box asks the server', async () => {
    const older = {
      ...line,
      jaar: 2026,
      naam: 'Zoë Ångström',
      user_id: '55555555-5555-4555-8555-555555555555',
    };
    const asked: URLSearchParams[] = [];
    server.use(
      apiHandler('get', '/admin/campers', () => ({ campers: [], volgende: null, totaal: 0 })),
      apiHandler('get', '/admin/reservations/overview', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        if (query.get('zoek') === 'zoe') return { reserveringen: [older], volgende: null, totaal: 1 };
        if (query.get('cursor') === 'c1') return { reserveringen: [older], volgende: null, totaal: 2 };
        return { reserveringen: [line], volgende: 'c1', totaal: 2 };
      }),
    );
    const { user } = await renderPage(<ReservationsTab />, '/admin/dashboard/reserveringen');
    expect((await firstRow()).textContent).toContain('Zeeuwse Zon');
    expect(screen.getByText('1 van 2 regels')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByText('2 regels')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Zoek camper' }), 'zoe');
    expect(await screen.findByText('1 regel')).toBeTruthy();
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('Zoë Ångström');
    expect(asked.filter((q) => q.has('zoek')).map((q) => q.get('zoek'))).toEqual(['zoe']);
  });
});

describe('applications tab', () => {
  const application = {
    id: '33333333-3333-4333-8333-333333333333',
    user_id: USER_ID,
    camper_id: CAMPER_ID,
    status: 'in_afwachting' as const,
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

  it('lists open slots and deletes with "Aanmelding verwijderd"', async () => {
    let aanmeldingen = [application];
    server.use(
      apiHandler('get', '/admin/applications', () => ({
        aanmeldingen,
        volgende: null,
        totaal: aanmeldingen.length,
      })),
      apiHandler('delete', '/admin/applications/:id', () => {
        aanmeldingen = [];
        return { verwijderd: application.id };
      }),
      apiHandler('get', '/admin/users', () => ({ users: [], volgende: null, totaal: 0 })),
    );
    const { user } = await renderPage(<ApplicationsTab />, '/admin/dashboard/aanmeldingen');
    const row = await firstRow();
    expect(within(row).getAllByRole('cell')[3]?.textContent).toContain('3');
    await user.click(screen.getByRole('button', { name: 'Aanmelding van Lisa Meijer verwijderen' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    await findToast('Aanmelding verwijderd');
    expect(await screen.findByText('Geen aanmeldingen gevonden')).toBeTruthy();
  });

  it("shows the applicant's details under the same labels as an owner's", async () => {
    const detailed = { ...application, user_telefoonnummer: '0612345678', user_allergieen: 'Noten' };
    server.use(
      apiHandler('get', '/admin/applications', () => ({
        aanmeldingen: [detailed],
        volgende: null,
        totaal: 1,
      })),
    );
    const { user } = await renderPage(<ApplicationsTab />, '/admin/dashboard/aanmeldingen');
    await user.click(within(await firstRow()).getByRole('button', { name: /^Lisa Meijer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lisa Meijer' });
    expect(dialog.textContent).toContain('lisa@example.nl');
    expect(dialog.textContent).toContain('0612345678');
    expect(dialog.textContent).toContain('Allergieën of intoleranties');
    expect(dialog.textContent).toContain('Noten');
  });
});

describe('every table header is Dutch', () => {
  it.each([
    ['aanmeldingen', ApplicationsTab, ['Gebruiker', 'Camper', 'Status', 'Open plaatsen', 'Acties']],
    ['facturen', InvoicesTab, ['Factuur', 'Gebruiker', 'Bedrag', 'Factuurdatum', 'Status', 'Acties']],
    ['documenten', DocumentsTab, ['Document', 'Camper', 'Type', 'Grootte']],
  ] as const)('the %s tab', async (_tab, Tab, expected) => {
    server.use(
      apiHandler('get', '/admin/applications', () => ({ aanmeldingen: [], volgende: null, totaal: 0 })),
      apiHandler('get', '/admin/invoices', () => ({ facturen: [], volgende: null, totaal: 0 })),
      apiHandler('get', '/admin/documents', () => ({ documenten: [], volgende: null, totaal: 0 })),
      apiHandler('get', '/admin/users', () => ({ users: [], volgende: null, totaal: 0 })),
      apiHandler('get', '/admin/campers', () => ({ campers: [], volgende: null, totaal: 0 })),
    );
    await renderPage(<Tab />, '/admin/dashboard');
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent?.trim());
    for (const header of expected) expect(headers).toContain(header);
    for (const english of ['USER', 'User', 'CAMPER ', 'OPEN SLOTS', 'Open slots', 'ACTIONS', 'Actions'])
      expect(headers).not.toContain(english);
  });
});

describe('documents tab', () => {
  it('refuses an incomplete upload with the spec text and sends nothing', async () => {
    server.use(
      apiHandler('get', '/admin/documents', () => ({ documenten: [], volgende: null, totaal: 0 })),
      apiHandler('get', '/admin/campers', () => ({ campers: [camper], volgende: null, totaal: 1 })),
    );
    const sent = recordRequests(server);
    const { user } = await renderPage(<DocumentsTab />, '/admin/dashboard/documenten');
    expect(await screen.findByText('Geen documenten gevonden')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Document uploaden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document uploaden' });
    await user.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    await findToast('Onvolledige gegevens', 'Selecteer een camper, geef een naam en kies een bestand');
    expect(sent.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('uploads a document named after its file, says so and closes', async () => {
    server.use(
      apiHandler('get', '/admin/documents', () => ({ documenten: [], volgende: null, totaal: 0 })),
      apiHandler('get', '/admin/campers', () => ({ campers: [camper], volgende: null, totaal: 1 })),
      apiHandler('post', '/admin/documents', () => ({ document: storedDocument })),
    );
    const sent = recordRequests(server);
    const { user } = await renderPage(<DocumentsTab />, '/admin/dashboard/documenten');
    await user.click(await screen.findByRole('button', { name: 'Document uploaden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document uploaden' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Camper/ }), camper.naam);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF'], 'Kentekenbewijs.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Documentnaam/)).toHaveProperty('value', 'Kentekenbewijs'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    await findToast('Document geüpload');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Document uploaden' })).toBeNull());
    expect(sent.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/documents']);
  });
});

describe('downloads', () => {
  it('turns a refused download into "Download mislukt" with the server message', async () => {
    server.use(
      apiHandler('get', '/admin/documents', () => ({
        documenten: [storedDocument],
        volgende: null,
        totaal: 1,
      })),
      apiHandler('get', '/admin/campers', () => ({ campers: [camper], volgende: null, totaal: 1 })),
      apiHandler('get', '/documents/:id/download', () => apiError('document_not_found')),
    );
    const { user } = await renderPage(<DocumentsTab />, '/admin/dashboard/documenten');
    const row = await screen.findByRole('row', { name: /Kentekenbewijs/ });
    expect(row.textContent).toContain('2,0 KB');
    // The kind in words, not the MIME type.
    expect(row.textContent).toContain('PDF');
    expect(row.textContent).not.toContain('application/pdf');
    await user.click(within(row).getByRole('button', { name: 'Kentekenbewijs downloaden' }));
    await findToast('Download mislukt', 'Dit document bestaat niet (meer).');
  });
});
