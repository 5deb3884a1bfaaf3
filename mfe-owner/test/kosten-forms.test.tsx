import type { api } from '@camperdeel/client/api';
import type { Answer } from '@camperdeel/client/request';
import { apiError, apiHandler } from '@camperdeel/client/testing/msw';
import { renderPage, setupApiServer } from '@camperdeel/client/testing/render';
import { toaster } from '@camperdeel/ui/lib/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CostForm } from '../src/features/costs/CostForm.tsx';
import { SettleForm } from '../src/features/costs/SettleForm.tsx';

const server = setupApiServer();
afterEach(() => toaster.remove());

const owners = [
  { user_id: 'u1', naam: 'Anna' },
  { user_id: 'u2', naam: 'Bram' },
];

type CostAnswer = Answer<typeof api.owner.costs.$post>;
type SettleAnswer = Answer<typeof api.owner.costs.settle.$post>;

const savedCost: CostAnswer = {
  kosten: {
    id: 'k1',
    camper_id: 'c1',
    omschrijving: 'Veerpont',
    datum: '2027-05-01',
    bedrag_centen: 9000,
    betaald_door: 'u1',
    betaald_door_naam: 'Anna',
    verdeling: 'gelijk',
    aandelen: [],
    bon_url: null,
    created_at: '2027-05-01T10:00:00.000Z',
  },
};
const savedSettlement: SettleAnswer = {
  verrekening: {
    id: 'v1',
    camper_id: 'c1',
    van_user_id: 'u2',
    van_naam: 'Bram',
    aan_user_id: 'u1',
    aan_naam: 'Anna',
    bedrag_centen: 4500,
    datum: '2027-05-01',
    created_at: '2027-05-01T10:00:00.000Z',
  },
};

/** The multipart fields a cost was sent with (the receipt aside). */
type SentCost = Record<string, string>;

function toastTitles() {
  return toaster.getVisibleToasts().map((t) => t.title);
}

function formNamed(name: string) {
  return screen.getByRole('form', { name });
}

async function choose(form: HTMLElement, combobox: string, option: string) {
  await userEvent.click(within(form).getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Records each cost the form sends; `answer` replaces the saved answer (a refusal). */
function acceptCosts(answer?: () => Response) {
  const sent: SentCost[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    apiHandler('post', '/owner/costs', async ({ request }) => {
      const form = await request.formData();
      sent.push(Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])));
      await held;
      return answer ? answer() : savedCost;
    }),
  );
  return { sent, release };
}

describe('CostForm', () => {
  it('says what is missing first, in the form, and sends nothing', async () => {
    const { sent, release } = acceptCosts();
    release();
    await renderPage(<CostForm owners={owners} />);
    const form = formNamed('Kosten toevoegen');
    await userEvent.click(within(form).getByRole('button', { name: 'Kosten opslaan' }));
    expect(within(form).getByRole('alert').textContent).toBe('Vul een omschrijving in.');
    await userEvent.type(within(form).getByLabelText(/Omschrijving/), 'Veerpont');
    await userEvent.type(within(form).getByLabelText(/Bedrag/), 'twaalf');
    await userEvent.click(within(form).getByRole('button', { name: 'Kosten opslaan' }));
    expect(within(form).getByRole('alert').textContent).toBe('Vul een bedrag in, bijvoorbeeld 12,50.');
    expect(sent).toEqual([]);
  });

  it('sends the cost split equally, is busy meanwhile, then empties what the next cost should not start with', async () => {
    const { sent, release } = acceptCosts();
    await renderPage(<CostForm owners={owners} />);
    const form = formNamed('Kosten toevoegen');
    const datum = within(form).getByLabelText(/Datum/) as HTMLInputElement;
    const today = datum.value;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await userEvent.type(within(form).getByLabelText(/Omschrijving/), '  Veerpont ');
    await userEvent.type(within(form).getByLabelText(/Bedrag/), '90,00');
    await userEvent.click(within(form).getByRole('button', { name: 'Kosten opslaan' }));
    expect(await within(form).findByRole('button', { name: 'Bezig met opslaan...' })).toBeTruthy();
    release();
    await waitFor(() => expect(toastTitles()).toContain('Kosten vastgelegd'));
    expect(sent).toEqual([{ omschrijving: 'Veerpont', bedrag: '9000', datum: today, verdeling: 'gelijk' }]);
    expect((within(form).getByLabelText(/Omschrijving/) as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText(/Bedrag/) as HTMLInputElement).value).toBe('');
    expect(datum.value).toBe(today);
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('sends the shares as JSON, an untouched share as 0, and refuses a share that is not a whole number', async () => {
    const { sent, release } = acceptCosts();
    release();
    await renderPage(<CostForm owners={[...owners, { user_id: 'u3', naam: 'Cor' }]} />);
    const form = formNamed('Kosten toevoegen');
    await userEvent.type(within(form).getByLabelText(/Omschrijving/), 'Banden');
    await userEvent.type(within(form).getByLabelText(/Bedrag/), '12,50');
    await choose(form, 'Verdeling', 'In aandelen');
    await userEvent.type(within(form).getByLabelText('Aandeel Anna'), '2,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Kosten opslaan' }));
    expect(within(form).getByRole('alert').textContent).toBe('Een aandeel is een heel getal van 0 tot 1000.');
    expect(sent).toEqual([]);
    await userEvent.clear(within(form).getByLabelText('Aandeel Anna'));
    await userEvent.type(within(form).getByLabelText('Aandeel Anna'), '2');
    await userEvent.type(within(form).getByLabelText('Aandeel Bram'), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Kosten opslaan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.verdeling).toBe('{"u1":2,"u2":1,"u3":0}');
    expect(sent[0]?.bedrag).toBe('1250');
    // The split stays for the next cost, the shares start over.
    await waitFor(() => expect(toastTitles()).toContain('Kosten vastgelegd'));
    expect(within(form).getByRole('combobox', { name: 'Verdeling' }).textContent).toContain('In aandelen');
    expect((within(form).getByLabelText('Aandeel Anna') as HTMLInputElement).value).toBe('');
  });

  it('says what the server would about a missing date, without asking it', async () => {
    const { sent, release } = acceptCosts();
    release();
    await renderPage(<CostForm owners={owners} />);
    const form = formNamed('Kosten toevoegen');
    await userEvent.type(within(form).getByLabelText(/Omschrijving/), 'Veerpont');
    await userEvent.type(within(form).getByLabelText(/Bedrag/), '10');
    await userEvent.clear(within(form).getByLabelText(/Datum/));
    await userEvent.click(within(form).getByRole('button', { name: 'Kosten opslaan' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Datum moet een geldige datum zijn (jjjj-mm-dd)',
    );
    expect(sent).toEqual([]);
  });

  it('keeps the server’s refusal by the form', async () => {
    const { release } = acceptCosts(() => apiError('invalid_split', 'De aandelen tellen op tot 0.'));
    release();
    await renderPage(<CostForm owners={owners} />);
    const form = formNamed('Kosten toevoegen');
    await userEvent.type(within(form).getByLabelText(/Omschrijving/), 'Veerpont');
    await userEvent.type(within(form).getByLabelText(/Bedrag/), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Kosten opslaan' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('De aandelen tellen op tot 0.');
    expect((within(form).getByLabelText(/Omschrijving/) as HTMLInputElement).value).toBe('Veerpont');
  });
});

describe('SettleForm', () => {
  function acceptSettlements() {
    const sent: unknown[] = [];
    server.use(
      apiHandler('post', '/owner/costs/settle', async ({ request }) => {
        sent.push(await request.json());
        return savedSettlement;
      }),
    );
    return sent;
  }

  it('asks for the co-owner first, then the amount, and sends nothing until both are there', async () => {
    const sent = acceptSettlements();
    await renderPage(<SettleForm others={owners} />);
    const form = formNamed('Betaling vastleggen');
    await userEvent.type(within(form).getByLabelText(/Bedrag betaald/), '45,00');
    await userEvent.click(within(form).getByRole('button', { name: 'Betaling opslaan' }));
    expect(within(form).getByRole('alert').textContent).toBe('Kies aan wie je betaald hebt.');
    await userEvent.clear(within(form).getByLabelText(/Bedrag betaald/));
    await choose(form, 'Betaald aan', 'Anna');
    await userEvent.click(within(form).getByRole('button', { name: 'Betaling opslaan' }));
    expect(within(form).getByRole('alert').textContent).toBe('Vul een bedrag in, bijvoorbeeld 12,50.');
    expect(sent).toEqual([]);
  });

  it('sends the payment in cents, then empties the amount and keeps the co-owner', async () => {
    const sent = acceptSettlements();
    await renderPage(<SettleForm others={owners} />);
    const form = formNamed('Betaling vastleggen');
    await choose(form, 'Betaald aan', 'Anna');
    await userEvent.type(within(form).getByLabelText(/Bedrag betaald/), '45,00');
    await userEvent.click(within(form).getByRole('button', { name: 'Betaling opslaan' }));
    await waitFor(() => expect(toastTitles()).toContain('Betaling vastgelegd'));
    expect(sent).toEqual([{ aan_user_id: 'u1', bedrag: 4500 }]);
    expect((within(form).getByLabelText(/Bedrag betaald/) as HTMLInputElement).value).toBe('');
    expect(within(form).getByRole('combobox', { name: 'Betaald aan' }).textContent).toContain('Anna');
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
