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

/**
 * Several changes of one kind in one mail (booking mails coalesced per recipient, booking-bundle.ts): each change on
 * its own line, at most `regels.length` of them named and the rest counted, with the one link to where all are shown.
 */
export function digestMail(input: {
  to: string;
  naam: string;
  onderwerp: string;
  inleiding: string;
  regels: readonly string[];
  /** Changes not listed (the list is capped); the link shows them all. */
  meer: number;
  url: string;
  settingsUrl: string;
}): Mail {
  const { naam, onderwerp, inleiding, regels, meer, url, settingsUrl } = input;
  const rest = meer > 0 ? [`En nog ${meer} ${meer === 1 ? 'wijziging' : 'wijzigingen'}.`] : [];
  const text = [
    `Hallo ${naam},`,
    '',
    inleiding,
    '',
    ...regels.map((regel) => `- ${regel}`),
    ...rest,
    '',
    `Bekijk het op Camperdeel: ${url}`,
    '',
    `Je krijgt deze e-mail omdat je e-mail bij dit soort meldingen aan hebt staan. Uitzetten kan in je profiel: ${settingsUrl}`,
    '',
    'Groeten,',
    'Camperdeel',
  ].join('\n');
  const items = regels.map((regel) => `<li>${escapeHtml(regel)}</li>`).join('\n');
  const html = `<!doctype html>
<html lang="nl"><body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
<p>Hallo ${escapeHtml(naam)},</p>
<p>${escapeHtml(inleiding)}</p>
<ul>
${items}
</ul>
${rest.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p><a href="${escapeHtml(url)}">Bekijk het op Camperdeel</a></p>
<p style="color: #6b7280; font-size: 13px">Je krijgt deze e-mail omdat je e-mail bij dit soort meldingen aan hebt staan.
<a href="${escapeHtml(settingsUrl)}">Uitzetten kan in je profiel.</a></p>
<p>Groeten,<br>Camperdeel</p>
</body></html>`;
  return { to: input.to, subject: `${onderwerp} - Camperdeel`, text, html, link: url };
}
