import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { showFailure } from './request.ts';

/**
 * Downloads a stored file through its permission-checked endpoint (302 to a 60-second signed URL). The endpoint is
 * asked first without following the redirect, so a refusal (gone, no access) becomes a 'Download mislukt' toast
 * instead of an error page; on success the browser goes to it and gets the file.
 */
export async function downloadFile(url: string): Promise<void> {
  const response = await fetch(url, { redirect: 'manual', credentials: 'include' }).catch(() => null);
  if (response && (response.type === 'opaqueredirect' || response.ok)) {
    window.location.assign(url);
    return;
  }
  showFailure(response ? await response.json().catch(() => null) : null, FAILURE_TITLES.download);
}
