import { api } from '@camperdeel/client/api';
import { errorToast, FAILURE_TITLES } from '@camperdeel/rules/errors';
import { toast } from '@camperdeel/ui/lib/toast';

/** A stored file's permission-checked download endpoint on the typed client. */
export type Download = { soort: 'document' | 'factuur'; id: string; url: string };

/**
 * Downloads a stored file through its permission-checked endpoint (302 to a 60-second signed URL). The endpoint is
 * asked first without following the redirect, so a refusal (gone, no access) becomes a 'Download mislukt' toast
 * instead of an error page; on success the browser goes to it and gets the file.
 */
export async function downloadFile({ soort, id, url }: Download): Promise<void> {
  const init: RequestInit = { redirect: 'manual' };
  const args = { param: { id } };
  const response = await (soort === 'document'
    ? api.documents[':id'].download.$get(args, { init })
    : api.invoices[':id'].download.$get(args, { init })
  ).catch(() => null);
  if (response && (response.type === 'opaqueredirect' || response.ok)) {
    window.location.assign(url);
    return;
  }
  const body: unknown = response ? await response.json().catch(() => null) : null;
  const failure = errorToast(body, FAILURE_TITLES.download);
  toast.destructive({ title: failure.title, description: failure.message });
}
