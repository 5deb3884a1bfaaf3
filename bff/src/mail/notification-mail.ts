import { escapeHtml } from '@camperdeel/rules/landing-campers';
import type { Mail } from './deliver.ts';

/**
 * Greeting, body, the one link, the settings footer: the frame every notification mail shares. `text` is the body's
 * plain-text lines, `html` its markup (already escaped).
 */
function framedMail(input: {
  to: string;
  naam: string;
  onderwerp: string;
  text: readonly string[];
  html: string;
  url: string;
  settingsUrl: string;
}): Mail {
  const { naam, url, settingsUrl } = input;
  const text = [
    `Hallo ${naam},`,
    '',
    ...input.text,
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
${input.html}
<p><a href="${escapeHtml(url)}">Bekijk het op Camperdeel</a></p>
<p style="color: #6b7280; font-size: 13px">Je krijgt deze e-mail omdat je e-mail bij dit soort meldingen aan hebt staan.
<a href="${escapeHtml(settingsUrl)}">Uitzetten kan in je profiel.</a></p>
<p>Groeten,<br>Camperdeel</p>
</body></html>`;
  return { to: input.to, subject: `${input.onderwerp} - Camperdeel`, text, html, link: url };
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
  const { titel, tekst, ...rest } = input;
  return framedMail({ ...rest, onderwerp: titel, text: [tekst], html: `<p>${escapeHtml(tekst)}</p>` });
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
  const { inleiding, regels, meer, ...frame } = input;
  const rest = meer > 0 ? [`En nog ${meer} ${meer === 1 ? 'wijziging' : 'wijzigingen'}.`] : [];
  const items = regels.map((regel) => `<li>${escapeHtml(regel)}</li>`).join('\n');
  return framedMail({
    ...frame,
    text: [inleiding, '', ...regels.map((regel) => `- ${regel}`), ...rest],
    html: `<p>${escapeHtml(inleiding)}</p>
<ul>
${items}
</ul>
${rest.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
  });
}
