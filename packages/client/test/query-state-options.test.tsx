import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { toaster } from '@camperdeel/ui/lib/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '../src/api.ts';
import { QueryState } from '../src/QueryState.tsx';
import { useApiQuery } from '../src/queries.ts';
import { queryClient } from '../src/query-client.ts';
import { request } from '../src/request.ts';
import { formSchema, useSchemaForm } from '../src/schema-form.ts';
import { apiError, apiHandler } from '../src/testing/msw.ts';
import { renderPage, setupApiServer } from '../src/testing/render.tsx';

const server = setupApiServer();
afterEach(() => toaster.remove());

const KEY = ['owner', 'credits', 'options'];

function Credits({ keepDataOnError }: { keepDataOnError?: boolean }) {
  const credits = useApiQuery({
    queryKey: KEY,
    queryFn: () => request(() => api.owner.credits.$get()),
    failureTitle: FAILURE_TITLES.loadCredits,
  });
  return (
    <QueryState
      query={credits}
      failureText="De gegevens konden niet geladen worden."
      keepDataOnError={keepDataOnError}
    >
      {(data) => <p>{data.credits.length} jaren</p>}
    </QueryState>
  );
}

const oneYear = {
  credits: [
    {
      jaar: 2026,
      credits_hoogseizoen: 1,
      credits_laagseizoen: 1,
      toegekend_hoogseizoen: 1,
      toegekend_laagseizoen: 1,
    },
  ],
};

describe('QueryState options', () => {
  it('failureText replaces the server message in the failure panel', async () => {
    queryClient.removeQueries({ queryKey: KEY });
    server.use(apiHandler('get', '/owner/credits', () => apiError('not_found', 'Camper niet gevonden.')));
    await renderPage(<Credits />, '/mijn-camper');
    expect(await screen.findByText('De gegevens konden niet geladen worden.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toContain('Camper niet gevonden.');
  });

  it('keepDataOnError keeps the data on screen when fetching it again failed', async () => {
    queryClient.removeQueries({ queryKey: KEY });
    let asked = 0;
    server.use(
      apiHandler('get', '/owner/credits', () => {
        asked += 1;
        return asked === 1 ? oneYear : apiError('not_found', 'Camper niet gevonden.');
      }),
    );
    await renderPage(<Credits keepDataOnError />, '/mijn-camper');
    expect(await screen.findByText('1 jaren')).toBeTruthy();
    await queryClient.refetchQueries({ queryKey: KEY });
    await waitFor(() => expect(queryClient.getQueryState(KEY)?.status).toBe('error'));
    expect(screen.getByText('1 jaren')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });
});

const amountSchema = z.object({ aantal: z.number({ error: 'Aantal moet een getal zijn' }) });

function AmountForm({ onSaved }: { onSaved: (aantal: number) => void }) {
  const form = useSchemaForm({
    schema: formSchema(amountSchema, (values: { aantal: string }) => ({
      aantal: Number(values.aantal) || values.aantal,
    })),
    defaultValues: { aantal: '' },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit((input) => onSaved(input.aantal))(event)}>
      <input aria-label="Aantal" {...form.register('aantal')} />
      <p>{form.formState.errors.aantal?.message}</p>
      <button type="submit">Opslaan</button>
    </form>
  );
}

describe('formSchema', () => {
  it('checks the text a field holds with the schema of what it means', async () => {
    const saved: number[] = [];
    await renderPage(<AmountForm onSaved={(aantal) => saved.push(aantal)} />, '/mijn-camper');
    await userEvent.type(screen.getByLabelText('Aantal'), 'veel');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Aantal moet een getal zijn')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Aantal'));
    await userEvent.type(screen.getByLabelText('Aantal'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saved).toEqual([12]));
  });
});
