import { toaster } from '@camperdeel/ui/lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { download } from '../src/download.ts';
import { apiError, apiHandler } from '../src/testing/msw.ts';
import { setupApiServer } from '../src/testing/render.tsx';

const server = setupApiServer();

afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

describe('download', () => {
  it('follows the link when the server lets the user have the file', async () => {
    server.use(apiHandler('get', '/documents/:id/download', () => new Response(null, { status: 200 })));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await download('/api/documents/d1/download');
    expect(assign).toHaveBeenCalledWith('/api/documents/d1/download');
    expect(toaster.getVisibleToasts()).toEqual([]);
  });

  it("shows 'Download mislukt' with the server's reason instead of opening a refusal", async () => {
    server.use(
      apiHandler('get', '/invoices/:id/download', () =>
        apiError('not_found', 'Deze factuur bestaat niet (meer).'),
      ),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await download('/api/invoices/f1/download');
    expect(assign).not.toHaveBeenCalled();
    expect(toaster.getVisibleToasts().map((t) => `${t.title} / ${t.description}`)).toEqual([
      'Download mislukt / Deze factuur bestaat niet (meer).',
    ]);
  });
});
