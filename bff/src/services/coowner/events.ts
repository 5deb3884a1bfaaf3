import { formatDateLong } from '@camperdeel/rules/format';
import type { Deps } from '../../http/env.ts';
import { appUrl } from '../../mail/app-url.ts';
import { sendMail } from '../../mail/mailer.ts';
import type { BlockConflict, BlockJson } from './blocks.ts';

/**
 * The two moments co-owners must hear about, each in ONE function so the notification lane can hook in here (in-app
 * notification plus mail) without touching the routes: a maintenance block over someone's reservation, and a damage
 * report on a handover. Until then each sends a plain Dutch mail through sendMail (outbox or SMTP).
 * Both run after the write has committed; a mail that cannot be sent never undoes the block or the handover.
 */

type EventDeps = Pick<Deps, 'config' | 'now' | 'appOrigin' | 'db'>;

/** A block was created over existing reservations: each holder is told their trip is at risk. */
export async function blockOverReservations(
  deps: EventDeps,
  event: { camperNaam: string; blokkade: BlockJson; conflicten: readonly BlockConflict[] },
): Promise<void> {
  const { blokkade } = event;
  const link = appUrl(deps, '/mijn-camper/kalender');
  for (const conflict of event.conflicten) {
    await deliver(deps, {
      to: conflict.email,
      subject: `Blokkade over je reservering: ${event.camperNaam}`,
      text: [
        `Hoi ${conflict.naam},`,
        '',
        `${event.camperNaam} is geblokkeerd van ${formatDateLong(blokkade.start_datum)} tot en met ${formatDateLong(blokkade.eind_datum)} (${blokkade.reden}).`,
        `Dat valt over je reservering van ${formatDateLong(conflict.start_datum)} tot en met ${formatDateLong(conflict.eind_datum)}.`,
        'Neem contact op met de beheerder om samen een oplossing te vinden.',
        '',
        `Bekijk de kalender: ${link}`,
      ].join('\n'),
      link,
    });
  }
}

/** A handover reported damage: every co-owner of the camper (except whoever reported it) is told. */
export async function damageReported(
  deps: EventDeps,
  event: { camperId: string; camperNaam: string; reporterId: string; reporterNaam: string; schade: string },
): Promise<void> {
  const recipients = await deps.db
    .selectFrom('camper_eigenaars')
    .innerJoin('profiles', 'profiles.id', 'camper_eigenaars.user_id')
    .select(['profiles.id', 'profiles.naam', 'profiles.email'])
    .where('camper_eigenaars.camper_id', '=', event.camperId)
    .where('profiles.id', '!=', event.reporterId)
    .execute();
  const link = appUrl(deps, '/mijn-camper');
  for (const r of recipients) {
    await deliver(deps, {
      to: r.email,
      subject: `Schademelding: ${event.camperNaam}`,
      text: [
        `Hoi ${r.naam},`,
        '',
        `${event.reporterNaam} heeft bij een overdracht van ${event.camperNaam} schade gemeld:`,
        '',
        event.schade,
        '',
        `Bekijk het overdrachtlogboek met foto's: ${link}`,
      ].join('\n'),
      link,
    });
  }
}

async function deliver(deps: EventDeps, mail: { to: string; subject: string; text: string; link: string }) {
  try {
    await sendMail(deps.config, mail, deps.now());
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'mail_failed', subject: mail.subject, error: String(error) }),
    );
  }
}
