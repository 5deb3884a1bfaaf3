import { errorToast, FAILURE_TITLES } from '@camperdeel/rules/errors';
import { toast } from '@camperdeel/ui/lib/toast';

/**
 * Opens a document or invoice (docs/product/api.md#calls-spec-7 Download): the BFF checks the permission and answers 302 to a 60-second
 * signed link, which the browser then follows. The probe does not follow the redirect (the typed client cannot
 * express that), so a refusal (404, expired session) shows 'Download mislukt' instead of the server's JSON as a
 * page. `url` is the download link the API gave (`/api/.../download`).
 */
export async function download(url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', credentials: 'include' });
  } catch {
    toast.destructive({ title: FAILURE_TITLES.download, description: errorToast(null).message });
    return;
  }
  if (response.type === 'opaqueredirect' || response.ok) {
    window.location.assign(url);
    return;
  }
  const failure = errorToast(await response.json().catch(() => null), FAILURE_TITLES.download);
  toast.destructive({ title: failure.title, description: failure.message });
}
