import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seasonOf } from '@camperdeel/rules/seasons';
import { sql } from 'kysely';
import pg from 'pg';
import { hashPassword } from '../../src/auth/password.ts';
import { type Db, migrateToLatest, openTarget } from '../../src/db/connection.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { emailFor, make, personName, phone } from './names.ts';
import { pick, type Random, seededRandom, seededUuid } from './random.ts';

/**
 * The federation-size data set of `npm run bench:scale` (docs/decisions/0068-scale-bench.md): members, campers with
 * their owners, reservations with their booked days and credits, applications, invoices, documents, notifications,
 * mails and audit rows, drawn from a seeded PRNG so a seed and SCALE give the very same rows. It goes through the
 * migrations and writes with multi-row inserts through Kysely on the `Db` handle, so one code fills SQLite and
 * PostgreSQL. The rows keep the product's rules: one camper per owner, four slots per camper, reservations that never
 * overlap (one `reservering_dagen` row per day), credit balances equal to their ledger.
 */

export const SEED = Number(process.env.SCALE_SEED ?? 20261128);
export const SCALE = Number(process.env.SCALE ?? 1);
/** Every member's password, so the runner and a person can sign in (hashed once: argon2 per member takes hours). */
export const PASSWORD = 'schaal-bench-wachtwoord';
export const ADMIN_EMAIL = 'beheer@scale.camperdeel.nl';
const BATCH = 500;
const SLOTS = 4;
const RESERVATIONS_PER_OWNER = 10;

export type Sizes = {
  members: number;
  campers: number;
  applications: number;
  invoices: number;
  documents: number;
  audit: number;
  notificationsPerOwner: number;
  mails: number;
};

/** The full size (SCALE=1) as the scale issue names it; owners are four per camper, reservations ten per owner. */
export function sizes(scale: number): Sizes {
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  return {
    members: n(50_000),
    campers: n(10_000),
    applications: n(100_000),
    invoices: n(100_000),
    documents: n(50_000),
    audit: n(1_000_000),
    notificationsPerOwner: 2,
    mails: n(20_000),
  };
}

/** The data set's name: seed, size and migration count (a new migration gives a new data set). */
export function datasetKey(year: number): string {
  const scale = String(SCALE).replace('.', '_');
  return `scale_s${SEED}_x${scale}_m${Object.keys(migrations).length}_y${year}`;
}

/** Writes rows in one transaction, `BATCH` rows per multi-row INSERT; returns how many. */
async function inBatches<R>(
  db: Db,
  rows: Iterable<R>,
  write: (trx: Db, batch: R[]) => Promise<unknown>,
): Promise<number> {
  let count = 0;
  await db.transaction().execute(async (trx) => {
    let batch: R[] = [];
    for (const row of rows) {
      batch.push(row);
      count++;
      if (batch.length >= BATCH) {
        await write(trx, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await write(trx, batch);
  });
  return count;
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function instantBefore(random: Random, end: number, spanDays: number): string {
  return new Date(end - Math.floor(random() * spanDays * 86_400_000)).toISOString();
}

const CATEGORIES = ['integraal', 'semi-integraal', 'alkoof', 'campervan'] as const;
const STATUSES = ['in_verkoop', 'volzet', 'iedereen_getekend', 'on_the_road'] as const;
const APPLICATION_STATUSES = ['in_afwachting', 'toegewezen', 'afgewezen'] as const;
const AUDIT_KINDS = [
  'login_mislukt',
  'wachtwoord_gewijzigd',
  'wachtwoord_reset',
  'token_gebruikt',
  'sessie_beeindigd',
  'PATCH /api/admin/users/:id',
  'PUT /api/admin/users/:id/credits',
  'POST /api/admin/campers',
  'PATCH /api/admin/applications/:id',
  'POST /api/admin/invoices',
] as const;
const NOTIFICATION_KINDS = [
  'reservering_geboekt',
  'reservering_geannuleerd',
  'nieuw_document',
  'nieuwe_factuur',
] as const;
const GRANT = 20;

/** The owner of slot `slot` of camper `camper` is member number camper × 4 + slot + 1 (member 0 is the admin). */
export function ownerIndex(camper: number, slot: number): number {
  return camper * SLOTS + slot + 1;
}

/**
 * The days of an owner's reservation number `k` (0–39 on its camper): the first twenty in `year`, the rest in the
 * next year, sixteen days apart from 10 January, two days each and inside one season. December of the next year
 * stays free for the runner's bookings.
 */
function reservationDays(year: number, k: number): [string, string] {
  const inYear = k < 20 ? year : year + 1;
  let start = addDays(`${inYear}-01-10`, (k % 20) * 16);
  if (seasonOf(start) !== seasonOf(addDays(start, 1))) start = addDays(start, 2);
  return [start, addDays(start, 1)];
}

/** Fills an empty, migrated database with the data set. */
async function fill(db: Db, year: number, s: Sizes): Promise<void> {
  const random = seededRandom(SEED);
  const now = Date.UTC(year, 0, 1);
  const at = new Date(now).toISOString();
  const hash = await hashPassword(PASSWORD);
  const owners = Math.min(s.campers * SLOTS, s.members - 1);
  const ids = Array.from({ length: s.members }, () => seededUuid(random));
  const camperIds = Array.from({ length: s.campers }, () => seededUuid(random));
  const names = ids.map((_, i) => (i === 0 ? 'Beheer Schaal' : personName(random)));
  const email = (i: number) => (i === 0 ? ADMIN_EMAIL : emailFor(names[i] ?? '', i));
  const ownerRange = Array.from({ length: owners }, (_, i) => i + 1);
  const step = (label: string, count: number) => console.log(`  ${label}: ${count.toLocaleString('nl-NL')}`);

  step(
    'leden',
    await inBatches(db, ids.keys(), async (trx, batch) => {
      await trx
        .insertInto('users')
        .values(
          batch.map((i) => ({
            id: ids[i] ?? '',
            email: email(i),
            password_hash: hash,
            created_at: at,
            email_confirmed_at: at,
          })),
        )
        .execute();
      await trx
        .insertInto('profiles')
        .values(
          batch.map((i) => ({
            id: ids[i] ?? '',
            naam: names[i] ?? '',
            email: email(i),
            telefoonnummer: phone(random),
            status: i >= 1 && i <= owners ? ('eigenaar' as const) : ('prospect' as const),
            aantal_familieleden: 1 + Math.floor(random() * 5),
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }),
  );
  await db
    .insertInto('user_roles')
    .values({ user_id: ids[0] ?? '', role: 'admin' })
    .execute();

  step(
    'campers',
    await inBatches(db, camperIds.keys(), (trx, batch) =>
      trx
        .insertInto('campers')
        .values(
          batch.map((c) => ({
            id: camperIds[c] ?? '',
            naam: `Camper ${String(c + 1).padStart(5, '0')}`,
            merk: make(random),
            model: `Model ${1 + Math.floor(random() * 900)}`,
            categorie: pick(random, CATEGORIES),
            rijbewijs: random() < 0.9 ? ('B' as const) : ('C' as const),
            conditie: random() < 0.3 ? ('nieuw' as const) : ('gebruikt' as const),
            prijs_cent: 2_000_000 + Math.floor(random() * 8_000_000),
            aantal_zitplaatsen: 2 + Math.floor(random() * 4),
            aantal_bedden: 2 + Math.floor(random() * 4),
            lengte_cm: 540 + Math.floor(random() * 300),
            breedte_cm: 205 + Math.floor(random() * 40),
            max_kg: 3500,
            aantal_km: Math.floor(random() * 150_000),
            motor_pk: 120 + Math.floor(random() * 60),
            motor_kw: 88 + Math.floor(random() * 44),
            aantal_sloten_eigenaars: SLOTS,
            toont_in_camper_vinden: random() < 0.8 ? 1 : 0,
            status: pick(random, STATUSES),
            hoofdfoto_url: `/files/camper-images/${camperIds[c]}.jpg`,
            detailfoto_urls: JSON.stringify(
              Array.from({ length: 6 }, (_, n) => `/files/camper-images/${camperIds[c]}-${n}.jpg`),
            ),
            pdf_url: null,
            vloerplan_url: null,
            nummerplaat: `${String.fromCharCode(65 + (c % 26))}${String.fromCharCode(65 + (Math.floor(c / 26) % 26))}-${String(c).padStart(3, '0')}-X`,
            polisnummer: `POL-${c}`,
            created_at: instantBefore(random, now, 700),
          })),
        )
        .execute(),
    ),
  );

  step(
    'eigenaars',
    await inBatches(db, ownerRange, async (trx, batch) => {
      await trx
        .insertInto('camper_eigenaars')
        .values(
          batch.map((o) => ({
            id: seededUuid(random),
            camper_id: camperIds[Math.floor((o - 1) / SLOTS)] ?? '',
            user_id: ids[o] ?? '',
            created_at: at,
          })),
        )
        .execute();
      await trx
        .insertInto('credit_standards')
        .values(
          batch.map((o) => ({
            user_id: ids[o] ?? '',
            start_jaar: year,
            credits_hoogseizoen: GRANT,
            credits_laagseizoen: GRANT,
            updated_at: at,
          })),
        )
        .execute();
    }),
  );

  // Reservations with their days, their ledger rows and, per owner and year, the balance the ledger explains.
  type Booking = { id: string; owner: number; camper: number; days: [string, string] };
  const bookings = function* (): Generator<Booking> {
    for (let o = 1; o <= owners; o++) {
      const camper = Math.floor((o - 1) / SLOTS);
      const slot = (o - 1) % SLOTS;
      for (let j = 0; j < RESERVATIONS_PER_OWNER; j++)
        yield { id: seededUuid(random), owner: o, camper, days: reservationDays(year, slot + SLOTS * j) };
    }
  };
  const used = new Map<string, { hoogseizoen: number; laagseizoen: number }>();
  step(
    'reserveringen',
    await inBatches(db, bookings(), async (trx, batch) => {
      await trx
        .insertInto('reserveringen')
        .values(
          batch.map((b) => ({
            id: b.id,
            user_id: ids[b.owner] ?? '',
            camper_id: camperIds[b.camper] ?? '',
            start_datum: b.days[0],
            eind_datum: b.days[1],
            seizoen_type: seasonOf(b.days[0]),
            credits_gebruikt: 2,
            created_at: at,
          })),
        )
        .execute();
      await trx
        .insertInto('reservering_dagen')
        .values(
          batch.flatMap((b) =>
            b.days.map((dag) => ({ camper_id: camperIds[b.camper] ?? '', dag, reservering_id: b.id })),
          ),
        )
        .execute();
      await trx
        .insertInto('credit_ledger')
        .values(
          batch.map((b) => {
            const jaar = Number(b.days[0].slice(0, 4));
            const seizoen = seasonOf(b.days[0]);
            const key = `${b.owner}:${jaar}`;
            const sum = used.get(key) ?? { hoogseizoen: 0, laagseizoen: 0 };
            sum[seizoen] += 2;
            used.set(key, sum);
            return {
              user_id: ids[b.owner] ?? '',
              jaar,
              seizoen,
              delta: -2,
              reden: 'reservering' as const,
              reservering_id: b.id,
              actor_id: ids[b.owner] ?? '',
              created_at: at,
            };
          }),
        )
        .execute();
    }),
  );
  const years = [year, year + 1];
  step(
    'tegoeden',
    await inBatches(db, ownerRange, async (trx, batch) => {
      await trx
        .insertInto('user_credits')
        .values(
          batch.flatMap((o) =>
            years.map((jaar) => {
              const u = used.get(`${o}:${jaar}`) ?? { hoogseizoen: 0, laagseizoen: 0 };
              return {
                user_id: ids[o] ?? '',
                jaar,
                credits_hoogseizoen: GRANT - u.hoogseizoen,
                credits_laagseizoen: GRANT - u.laagseizoen,
                toegekend_hoogseizoen: GRANT,
                toegekend_laagseizoen: GRANT,
              };
            }),
          ),
        )
        .execute();
      await trx
        .insertInto('credit_ledger')
        .values(
          batch.flatMap((o) =>
            years.flatMap((jaar) =>
              (['hoogseizoen', 'laagseizoen'] as const).map((seizoen) => ({
                user_id: ids[o] ?? '',
                jaar,
                seizoen,
                delta: GRANT,
                reden: 'admin_set' as const,
                reservering_id: null,
                actor_id: ids[0] ?? '',
                created_at: at,
              })),
            ),
          ),
        )
        .execute();
    }),
  );

  // Applications: the members who own nothing apply to a spread of campers (one application per member and camper).
  const prospects = s.members - 1 - owners;
  const perProspect = prospects > 0 ? Math.ceil(s.applications / prospects) : 0;
  const applications = function* () {
    let n = 0;
    for (let p = 0; p < prospects && n < s.applications; p++)
      for (let j = 0; j < perProspect && n < s.applications; j++, n++)
        yield { member: owners + 1 + p, camper: (p * 37 + j * 101) % s.campers };
  };
  step(
    'aanmeldingen',
    await inBatches(db, applications(), (trx, batch) =>
      trx
        .insertInto('aanmeldingen')
        .values(
          batch.map((a) => ({
            id: seededUuid(random),
            user_id: ids[a.member] ?? '',
            camper_id: camperIds[a.camper] ?? '',
            status: pick(random, APPLICATION_STATUSES),
            created_at: instantBefore(random, now, 365),
          })),
        )
        .execute(),
    ),
  );

  step(
    'facturen',
    await inBatches(
      db,
      Array.from({ length: s.invoices }, (_, i) => i),
      (trx, batch) =>
        trx
          .insertInto('facturen')
          .values(
            batch.map((i) => {
              const factuurdatum = addDays(`${year - 1}-01-01`, Math.floor(random() * 365));
              return {
                id: seededUuid(random),
                user_id: ids[1 + (i % owners)] ?? '',
                factuur_nummer: `F${year}-${String(i + 1).padStart(7, '0')}`,
                factuur_naam: `Factuur ${i + 1} – onderhoud en verzekering`,
                storage_key: `${seededUuid(random)}.pdf`,
                bedrag_cent: 5_000 + Math.floor(random() * 200_000),
                factuurdatum,
                vervaldatum: addDays(factuurdatum, 30),
                betaald: random() < 0.7 ? 1 : 0,
                bestandsgrootte: 40_000 + Math.floor(random() * 200_000),
                bestandstype: 'application/pdf',
                uploaded_by: ids[0] ?? '',
                uploaded_at: `${factuurdatum}T09:00:00.000Z`,
              };
            }),
          )
          .execute(),
    ),
  );

  step(
    'documenten',
    await inBatches(
      db,
      Array.from({ length: s.documents }, (_, i) => i),
      (trx, batch) =>
        trx
          .insertInto('camper_documenten')
          .values(
            batch.map((i) => ({
              id: seededUuid(random),
              camper_id: camperIds[i % s.campers] ?? '',
              document_naam: pick(random, [
                'Kentekenbewijs',
                'Polis',
                'APK-rapport',
                'Handleiding',
                'Onderhoudsboekje',
              ]),
              storage_key: `${seededUuid(random)}.pdf`,
              bestandsgrootte: 50_000 + Math.floor(random() * 500_000),
              bestandstype: 'application/pdf',
              uploaded_by: ids[0] ?? '',
              uploaded_at: instantBefore(random, now, 700),
            })),
          )
          .execute(),
    ),
  );

  const notifications = function* () {
    for (const o of ownerRange)
      for (let n = 0; n < s.notificationsPerOwner; n++) yield { owner: o, read: n > 0 };
  };
  step(
    'meldingen',
    await inBatches(db, notifications(), (trx, batch) =>
      trx
        .insertInto('meldingen')
        .values(
          batch.map((m) => ({
            id: seededUuid(random),
            user_id: ids[m.owner] ?? '',
            soort: pick(random, NOTIFICATION_KINDS),
            titel: 'Nieuwe reservering',
            tekst: `${pick(random, names)} heeft een reservering gemaakt.`,
            link: '/mijn-camper/kalender',
            gelezen: m.read ? 1 : 0,
            created_at: instantBefore(random, now, 60),
          })),
        )
        .execute(),
    ),
  );

  step(
    'mails',
    await inBatches(
      db,
      Array.from({ length: s.mails }, (_, i) => i),
      (trx, batch) =>
        trx
          .insertInto('mail_queue')
          .values(
            batch.map((i) => {
              const created = instantBefore(random, now, 30);
              return {
                id: seededUuid(random),
                ontvanger: email(1 + (i % (s.members - 1))),
                onderwerp: 'Nieuwe reservering op je camper',
                tekst: 'Een mede-eigenaar heeft een reservering gemaakt. Bekijk de kalender in Camperdeel.',
                html: null,
                link: '/mijn-camper/kalender',
                versleuteld: null,
                status: 'verzonden' as const,
                pogingen: 1,
                volgende_poging: Date.parse(created),
                laatste_fout: null,
                created_at: created,
                verzonden_at: created,
              };
            }),
          )
          .execute(),
    ),
  );

  step(
    'auditregels',
    await inBatches(
      db,
      Array.from({ length: s.audit }, (_, i) => i),
      (trx, batch) =>
        trx
          .insertInto('audit_log')
          .values(
            batch.map((i) => {
              const actor = i % 5 === 0 ? 0 : Math.floor(random() * s.members);
              return {
                actor_id: ids[actor] ?? null,
                actor_naam: names[actor] ?? null,
                soort: pick(random, AUDIT_KINDS),
                doel: ids[Math.floor(random() * s.members)] ?? null,
                details: JSON.stringify({ status: 200 }),
                created_at: new Date(now - (s.audit - i) * 60_000).toISOString(),
              };
            }),
          )
          .execute(),
    ),
  );
}

export type Dataset = {
  /** A SQLite file path or a PostgreSQL URL, as DATABASE_URL or DATA_DIR take them. */
  target: string;
  key: string;
  /** Seconds the generation took; null when the cached data set was used. */
  generatedSeconds: number | null;
};

const CACHE_DIR = fileURLToPath(new URL('../.scale-cache/', import.meta.url));

async function generateInto(target: string, year: number): Promise<number> {
  const started = performance.now();
  const db = openTarget(target);
  try {
    await migrateToLatest(db);
    console.log(`Dataset genereren (SCALE=${SCALE}, seed ${SEED})…`);
    await fill(db, year, sizes(SCALE));
    if (!target.startsWith('postgres')) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    // A database in use has been vacuumed and analyzed by autovacuum; a freshly filled one would be so during the
    // measurements, and its plans would follow statistics from before the fill.
    else await sql`VACUUM ANALYZE`.execute(db);
  } finally {
    await db.destroy();
  }
  return (performance.now() - started) / 1000;
}

/** The SQLite file of the data set under bench/.scale-cache/, generated when absent. */
async function sqliteDataset(year: number): Promise<Dataset> {
  const key = datasetKey(year);
  const dir = join(CACHE_DIR, key);
  const file = join(dir, 'camperdeel.db');
  if (existsSync(join(dir, 'compleet'))) return { target: file, key, generatedSeconds: null };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const partial = join(dir, 'bezig.db');
  const seconds = await generateInto(partial, year);
  renameSync(partial, file);
  writeFileSync(join(dir, 'compleet'), `${seconds.toFixed(1)}\n`);
  return { target: file, key, generatedSeconds: seconds };
}

/**
 * The data set as a database of its own on DATABASE_URL's server, named by its key and marked complete with a
 * comment once filled (a half-filled one from an interrupted run is dropped and made anew).
 */
async function postgresDataset(url: string, year: number): Promise<Dataset> {
  const key = datasetKey(year);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query<{ comment: string | null }>(
      'SELECT shobj_description(oid, $2) AS comment FROM pg_database WHERE datname = $1',
      [key, 'pg_database'],
    );
    const target = new URL(url);
    target.pathname = `/${key}`;
    if (found.rows[0]?.comment === 'compleet') return { target: target.href, key, generatedSeconds: null };
    await admin.query(`DROP DATABASE IF EXISTS ${key}`);
    await admin.query(`CREATE DATABASE ${key}`);
    const seconds = await generateInto(target.href, year);
    await admin.query(`COMMENT ON DATABASE ${key} IS 'compleet'`);
    return { target: target.href, key, generatedSeconds: seconds };
  } finally {
    await admin.end();
  }
}

/** The data set for this seed, SCALE and migration count: from the cache, or generated now. */
export function dataset(year: number): Promise<Dataset> {
  const url = process.env.DATABASE_URL;
  return url ? postgresDataset(url, year) : sqliteDataset(year);
}
