import { apiHandler } from '@camperdeel/client/testing/msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditLogTab } from '../src/features/audit-log/AuditLogTab.tsx';
import { setupAdminServer } from './support/msw.ts';
import { findToast, renderPage } from './support/render.tsx';

const server = setupAdminServer();

const event = (id: number, actor_naam: string, soort: string) => ({
  id,
  actor_id: null,
  actor_naam,
  soort,
  doel: null,
  details: {},
  created_at: '2026-03-10T10:00:00.000Z',
  omschrijving: soort === 'login_mislukt' ? 'Mislukte inlogpoging' : 'Gegevens gewijzigd',
  doel_naam: null,
  doel_soort: null,
});

const USER_ID = '33333333-3333-4333-8333-333333333333';

const mail = (id: string, ontvanger: string, status: 'wachtend' | 'mislukt') => ({
  id,
  ontvanger,
  onderwerp: `Melding voor ${ontvanger}`,
  status,
  pogingen: 1,
  volgende_poging: status === 'wachtend' ? '2026-03-10T11:00:00.000Z' : null,
  laatste_fout: null,
  created_at: '2026-03-10T10:00:00.000Z',
  verzonden_at: null,
});

const MAIL_A = '11111111-1111-4111-8111-111111111111';
const MAIL_B = '22222222-2222-4222-8222-222222222222';
const telling = { wachtend: 1, verzonden: 7, mislukt: 1 };

function answerMail(asked: URLSearchParams[] = []) {
  return apiHandler('get', '/admin/mail', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    if (query.get('zoek') === 'zoe') return { telling, mails: [], volgende: null, totaal: 0 };
    if (query.get('cursor') === 'm1') {
      return { telling, mails: [mail(MAIL_B, 'zoe@example.nl', 'mislukt')], volgende: null, totaal: 2 };
    }
    return { telling, mails: [mail(MAIL_A, 'piet@example.nl', 'wachtend')], volgende: 'm1', totaal: 2 };
  });
}

describe('Logboek', () => {
  it('pages the log on the server with its filters, and searches actor, kind and target', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      answerMail(),
      apiHandler('get', '/admin/audit', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        if (query.get('zoek') === 'zoe') {
          return {
            gebeurtenissen: [event(1, 'Zoë Ångström', 'login_mislukt')],
            volgende: null,
            totaal: 1,
            totaal_is_ondergrens: false,
          };
        }
        if (query.get('cursor') === 'a1') {
          return {
            gebeurtenissen: [event(2, 'Piet', 'login_mislukt')],
            volgende: null,
            totaal: 2,
            totaal_is_ondergrens: false,
          };
        }
        return {
          gebeurtenissen: [event(3, 'Ada Admin', 'PATCH /api/admin/users/:id')],
          volgende: 'a1',
          totaal: 2,
          totaal_is_ondergrens: false,
        };
      }),
    );
    const { user } = await renderPage(<AuditLogTab />, '/admin/dashboard/logboek');
    const table = await screen.findByRole('table', { name: 'Logboek' });
    expect(await within(table).findByText('Ada Admin')).toBeTruthy();
    expect(screen.getByText('1 van 2 gebeurtenissen')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Meer laden' })[0] as HTMLElement);
    expect(await screen.findByText('2 gebeurtenissen')).toBeTruthy();
    expect(within(table).getByText('Piet')).toBeTruthy();

    // The kinds are offered by their sentence; the exact kind goes to the server.
    await user.click(screen.getByRole('combobox', { name: 'Soort' }));
    await user.click(await screen.findByRole('option', { name: 'Mislukte inlogpoging' }));
    await user.click(screen.getByRole('button', { name: 'Filteren' }));
    await user.type(screen.getByRole('searchbox', { name: 'Zoek in logboek' }), 'zoe');
    expect(await screen.findByText('1 gebeurtenis')).toBeTruthy();
    const searched = asked.filter((q) => q.has('zoek'));
    expect(searched.map((q) => [q.get('zoek'), q.get('soort')])).toEqual([['zoe', 'login_mislukt']]);
  });

  it('reads each event as its sentence with who and when, and links to the target searched for its name', async () => {
    server.use(
      answerMail(),
      apiHandler('get', '/admin/audit', () => ({
        gebeurtenissen: [
          {
            ...event(4, 'Ada Admin', 'PATCH /api/admin/users/:id'),
            doel: USER_ID,
            omschrijving: 'Gegevens van Jan de Boer gewijzigd',
            doel_naam: 'Jan de Boer',
            doel_soort: 'gebruiker' as const,
          },
          {
            ...event(5, 'Ada Admin', 'DELETE /api/admin/users/:id'),
            doel: USER_ID,
            omschrijving: 'Gebruiker verwijderd-1a2b3c4d verwijderd',
            doel_naam: 'verwijderd-1a2b3c4d',
            doel_soort: 'gebruiker' as const,
          },
        ],
        volgende: null,
        totaal: 2,
        totaal_is_ondergrens: false,
      })),
    );
    await renderPage(<AuditLogTab />, '/admin/dashboard/logboek');
    const table = await screen.findByRole('table', { name: 'Logboek' });
    const row = within(table).getByRole('row', { name: /Gegevens van Jan de Boer gewijzigd/ });
    expect(row.textContent).toContain('Ada Admin');
    expect(row.textContent).toMatch(/10 mrt.? 2026/);
    const link = within(row).getByRole('link', { name: 'Naar gebruiker Jan de Boer' });
    expect(link.getAttribute('href')).toBe('/admin/dashboard?zoek=Jan+de+Boer');
    // No raw route or JSON, and an erased member has no page to go to.
    expect(table.textContent).not.toContain('/api/admin');
    const erased = within(table).getByRole('row', { name: /verwijderd-1a2b3c4d/ });
    expect(within(erased).queryByRole('link')).toBeNull();
  });

  it('says "minstens" when the server stopped counting at its bound', async () => {
    server.use(
      answerMail(),
      apiHandler('get', '/admin/audit', () => ({
        gebeurtenissen: [event(3, 'Ada Admin', 'login')],
        volgende: 'a1',
        totaal: 1000,
        totaal_is_ondergrens: true,
      })),
    );
    await renderPage(<AuditLogTab />, '/admin/dashboard/logboek');
    expect(await screen.findByText('1 van minstens 1.000 gebeurtenissen')).toBeTruthy();
  });

  it('pages the mail queue, keeps its counts, and searches recipient and subject on the server', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      answerMail(asked),
      apiHandler('get', '/admin/audit', () => ({
        gebeurtenissen: [],
        volgende: null,
        totaal: 0,
        totaal_is_ondergrens: false,
      })),
    );
    const { user } = await renderPage(<AuditLogTab />, '/admin/dashboard/logboek');
    const queue = await screen.findByRole('list', { name: 'Mails die nog niet verstuurd zijn' });
    expect(within(queue).getByText('Melding voor piet@example.nl')).toBeTruthy();
    expect(screen.getByText('Verzonden: 7')).toBeTruthy();
    expect(screen.getByText('1 van 2 mails')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByText('2 mails')).toBeTruthy();
    expect(within(queue).getByText('Melding voor zoe@example.nl')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Zoek mail' }), 'zoe');
    expect(await screen.findByText('Geen mails gevonden voor "zoe"')).toBeTruthy();
    expect(asked.filter((q) => q.has('zoek')).map((q) => q.get('zoek'))).toEqual(['zoe']);
  });

  it('a retried mail asks the queue again', async () => {
    let reads = 0;
    server.use(
      apiHandler('get', '/admin/mail', () => {
        reads++;
        return { telling, mails: [mail(MAIL_B, 'zoe@example.nl', 'mislukt')], volgende: null, totaal: 1 };
      }),
      apiHandler('get', '/admin/audit', () => ({
        gebeurtenissen: [],
        volgende: null,
        totaal: 0,
        totaal_is_ondergrens: false,
      })),
      apiHandler('post', '/admin/mail/:id/retry', () => ({ telling, mails: [], volgende: null, totaal: 0 })),
    );
    const { user } = await renderPage(<AuditLogTab />, '/admin/dashboard/logboek');
    await user.click(await screen.findByRole('button', { name: 'Opnieuw versturen' }));
    expect(await findToast('Mail opnieuw in de wachtrij')).toBeTruthy();
    expect(reads).toBeGreaterThanOrEqual(2);
  });
});
