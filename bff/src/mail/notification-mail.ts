import type { Mail } from './deliver.ts';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The mail twin of an in-app notification: Dutch, plain text and HTML, with the one link it is about. */
export function notificationMail(input: {
  to: string;
  naam: string;
  titel: string;
  tekst: string;
  url: string;
  settingsUrl: string;
}): Mail {
  const { naam, titel, tekst, url, settingsUrl } = input;
  const text = [
    `Hallo ${naam},`,
    '',
    tekst,
    '',
    `Bekijk het op Camperdeel: ${url}`,
    '',
    `Je krijgt deze e-mail omdat je e-mail bij dit soort meldingen aan hebt staan. Uitzetten kan in je profiel: ${settingsUrl}`,
    '',
    'Groeten,',
    'Camperdeel',
  ].join('\n');
  const html = `<!doctype html>
<html lang="nl"><body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
<p>Hallo ${escapeHtml(naam)},</p>
<p>${escapeHtml(tekst)}</p>
<p><a href="${escapeHtml(url)}">Bekijk het op Camperdeel</a></p>
<p style="color: #6b7280; font-size: 13px">Je krijgt deze e-mail omdat je e-mail bij dit soort meldingen aan hebt staan.
<a href="${escapeHtml(settingsUrl)}">Uitzetten kan in je profiel.</a></p>
<p>Groeten,<br>Camperdeel</p>
</body></html>`;
  return { to: input.to, subject: `${titel} - Camperdeel`, text, html, link: url };
}
