import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { profileUpdateSchema } from '@camperdeel/rules/schemas/profile';
import { toaster } from '@camperdeel/ui/lib/toast';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../src/api.ts';
import { ApiFailure } from '../src/failure.ts';
import { QueryState } from '../src/QueryState.tsx';
import { useApiQuery } from '../src/queries.ts';
import { request } from '../src/request.ts';
import { useSchemaForm } from '../src/schema-form.ts';
import { apiError, apiHandler } from '../src/testing/msw.ts';
import { renderPage, setupApiServer } from '../src/testing/render.tsx';

const server = setupApiServer();
afterEach(() => toaster.remove());

function Credits() {
  const credits = useApiQuery({
    queryKey: ['owner', 'credits'],
    queryFn: () => request(() => api.owner.credits.$get()),
    failureTitle: FAILURE_TITLES.loadCredits,
  });
  return (
    <QueryState
      query={credits}
      failureTitle={FAILURE_TITLES.loadCredits}
      empty="Geen credits"
      isEmpty={(data) => data.credits.length === 0}
    >
      {(data) => <p>{data.credits.length} jaren</p>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the loading text, then the empty text', async () => {
    server.use(apiHandler('get', '/owner/credits', () => ({ credits: [] })));
    await renderPage(<Credits />, '/mijn-camper');
    expect(await screen.findByText('Geen credits')).toBeTruthy();
  });

  it("shows the failure with the server's message and fetches again on 'Opnieuw proberen'", async () => {
    let asked = 0;
    server.use(
      apiHandler('get', '/owner/credits', () => {
        asked += 1;
        return asked === 1
          ? apiError('not_found', 'Camper niet gevonden.')
          : {
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
      }),
    );
    await renderPage(<Credits />, '/mijn-camper');
    expect(await screen.findByText('Camper niet gevonden.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('1 jaren')).toBeTruthy();
  });
});

function NameForm({ failure }: { failure: ApiFailure }) {
  const form = useSchemaForm({
    schema: profileUpdateSchema,
    defaultValues: { naam: 'An' },
    serverFields: { invalid_input: 'naam' },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => form.showServerError(failure))(event)}>
      <input aria-label="Naam" {...form.register('naam')} />
      <p>{form.formState.errors.naam?.message}</p>
      <button type="submit">Opslaan</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it("puts a refusal whose code names a field under that field, with the server's message", async () => {
    const failure = new ApiFailure(400, { error: { code: 'invalid_input', message: 'Naam is te lang.' } });
    await renderPage(<NameForm failure={failure} />, '/mijn-camper');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Naam is te lang.')).toBeTruthy();
  });
});
