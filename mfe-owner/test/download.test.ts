import { toaster } from '@camperdeel/ui/lib/toast';
import { fakeApi } from '@camperdeel/ui/testing/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { download } from '../src/features/owner-data/download.ts';

afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('download', () => {
  it('follows the link when the server lets the user have the file', async () => {
    fakeApi({ 'GET /api/documents/d1/download': { status: 200, body: {} } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await download('/api/documents/d1/download');
    expect(assign).toHaveBeenCalledWith('/api/documents/d1/download');
    expect(toaster.getVisibleToasts()).toEqual([]);
  });

  it("shows 'Download mislukt' with the server's reason instead of opening a refusal", async () => {
    fakeApi({
      'GET /api/invoices/f1/download': {
        status: 404,
        body: { error: { code: 'invoice_not_found', message: 'Deze factuur bestaat niet (meer).' } },
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await download('/api/invoices/f1/download');
    expect(assign).not.toHaveBeenCalled();
    expect(toaster.getVisibleToasts().map((t) => `${t.title} / ${t.description}`)).toEqual([
      'Download mislukt / Deze factuur bestaat niet (meer).',
    ]);
  });
});
