import { randomUUID } from 'node:crypto';
import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connection.ts';
import { engineOf } from '../../src/db/dialect.ts';
import { readMailQueue } from '../../src/mail/queue-status.ts';
import { listAdminApplications } from '../../src/modules/applications/admin-service.ts';
import { AUDIT_COUNT_LIMIT, readAuditLog } from '../../src/modules/audit/read.ts';
import { listAdminDocuments } from '../../src/modules/documents/admin-service.ts';
import { listAdminInvoices } from '../../src/modules/invoices/admin-service.ts';
import { listNotifications, unreadCount } from '../../src/modules/notifications/service.ts';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';

/**
 * The log lists read their rows through indexes, on both engines (docs/decisions/0077-cheap-log-reads.md): each
 * statement a list runs is explained, and no plan walks a whole table or sorts its matches. PostgreSQL is told not
 * to scan tables where it can help it, since on a test's few rows a scan is its cheapest plan.
 */

const t = serverForFile();
let member: TestUser;
const FIRST = { limit: 50, zoek: undefined, cursor: undefined };
const NO_FILTERS = { actor: undefined, soort: undefined, van: undefined, tot: undefined };

beforeAll(async () => {
  member = await t.createProspect({ naam: 'Mia Lid' });
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  await t.db
    .insertInto('audit_log')
    .values(
      Array.from({ length: AUDIT_COUNT_LIMIT + 5 }, (_, i) => ({
        actor_id: null,
        actor_naam: i % 2 === 0 ? 'Zoë Ångström' : `Lid ${i}`,
        soort: 'wachtwoord_reset',
        doel: `doel-${i}`,
        created_at: at,
      })),
    )
    .execute();
  await t.db
    .insertInto('mail_queue')
    .values(
      ['wachtend', 'verzonden', 'mislukt'].map((status) => ({
        id: randomUUID(),
        ontvanger: `${status}@example.nl`,
        onderwerp: 'Factuur voor François Müller',
        tekst: 'tekst',
        status: status as 'wachtend' | 'verzonden' | 'mislukt',
        volgende_poging: 0,
        created_at: at,
      })),
    )
    .execute();
  await t.db
    .insertInto('meldingen')
    .values(
      Array.from({ length: 3 }, (_, i) => ({
        id: randomUUID(),
        user_id: member.id,
        soort: 'nieuw_document',
        titel: `Nieuw document ${i}`,
        tekst: 'Réglement',
        link: '/mijn-camper/documenten',
        gelezen: i === 0 ? 1 : 0,
        created_at: at,
      })),
    )
    .execute();
});

type Explained = { sql: string; plan: string };

/** Every statement `read` runs, with its plan as one text. */
async function plansOf(read: (db: Db) => Promise<unknown>): Promise<Explained[]> {
  const db = t.db;
  const statements: CompiledQuery[] = [];
  const recording: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await read(db.withPlugin(recording));
  const postgres = engineOf(db) === 'postgres';
  return db.transaction().execute(async (trx) => {
    if (postgres) await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const plans: Explained[] = [];
    for (const statement of statements) {
      const explain = `${postgres ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${statement.sql}`;
      const rows = await trx.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(explain, [...statement.parameters]),
      );
      const plan = rows.rows.map((row) => String(row.detail ?? row['QUERY PLAN'])).join('\n');
      plans.push({ sql: statement.sql, plan });
    }
    return plans;
  });
}

/**
 * No plan reads a whole table: each follows an index, or stops after a LIMIT (the bounded count). SQLite's plans
 * also follow the list's order (unless `sorted` allows sorting the few rows found); PostgreSQL weighs its costs, and
 * on a test's few rows a sort is its cheapest.
 */
function expectIndexed(plans: Explained[], sorted = false): void {
  expect(plans.length).toBeGreaterThan(0);
  for (const { sql: text, plan } of plans) {
    if (!sorted && engineOf(t.db) === 'sqlite') expect(plan).not.toMatch(/TEMP B-TREE/);
    expect(plan).not.toMatch(/Seq Scan/);
    if (!/\blimit\b/i.test(text)) expect(plan).not.toMatch(/^SCAN (audit_log|mail_queue|meldingen)$/m);
  }
}

describe('the log lists read through their indexes', () => {
  it('audit: a page and its bounded count, with and without zoek', async () => {
    const empty = { filters: NO_FILTERS, page: FIRST };
    expectIndexed(await plansOf((db) => readAuditLog(db, empty)));
    const search = { filters: NO_FILTERS, page: { ...FIRST, zoek: 'zoe' } };
    const plans = await plansOf((db) => readAuditLog(db, search));
    expectIndexed(plans);
    if (engineOf(t.db) === 'sqlite') {
      // The reads of the log itself go through the search index; the names of a page's people are looked up by id.
      const logReads = plans.filter(({ sql: text }) => /audit_log/.test(text));
      expect(logReads.length).toBeGreaterThan(0);
      for (const { plan } of logReads) expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
    }
  });

  it('audit: a zoek that names a member reads through the search and the target indexes', async () => {
    const plans = await plansOf((db) =>
      readAuditLog(db, { filters: NO_FILTERS, page: { ...FIRST, zoek: 'mia lid' } }),
    );
    // The matches of the text and of the named targets are few enough to sort.
    expectIndexed(plans, true);
    if (engineOf(t.db) === 'sqlite') {
      // The text part follows its search source's order; only the few events about the named member are sorted.
      const text = plans.find(({ sql }) => /MATCH/.test(sql) && /order by/.test(sql));
      expect(text?.plan).not.toMatch(/TEMP B-TREE/);
      const about = plans.find(({ sql }) => /"doel" in/.test(sql) && /order by/.test(sql));
      expect(about?.plan).toMatch(/audit_log_doel/);
    }
  });

  it('mail: the open mails and their search', async () => {
    const list = await plansOf((db) => readMailQueue(db, FIRST));
    // The first statement counts per status over the whole queue through its status index.
    expect(list[0]?.plan).toMatch(/mail_queue_(due|status_created)/);
    expectIndexed(list.slice(1));
    expect(list[2]?.plan).toContain('mail_queue_open_order');
    // A search reads only the open mails, so the few it finds may be sorted.
    const search = await plansOf((db) => readMailQueue(db, { ...FIRST, zoek: 'francois' }));
    expectIndexed(search.slice(1), true);
    // SQLite reads the open mails through their partial index (the sent ones are never read); PostgreSQL through its
    // trigram index where pg_trgm exists, else by id.
    const found = engineOf(t.db) === 'sqlite' ? /mail_queue_open_order/ : /zoek_mail_queue|mail_queue_/;
    for (const { plan } of search.slice(1)) expect(plan).toMatch(found);
  });

  it('applications: a zoek counts a member’s and a camper’s matches each through its own index', async () => {
    const plans = await plansOf((db) => listAdminApplications(db, { ...FIRST, zoek: 'mia lid' }));
    const count = plans.find(({ sql: text }) => /count\(\*\)/.test(text));
    if (engineOf(t.db) === 'sqlite') expect(count?.plan).toMatch(/MULTI-INDEX OR[\s\S]*aanmeldingen_camper/);
    else expect(count?.plan).toMatch(/aanmeldingen_camper/);
  });

  it('documents and invoices: a zoek counts its matches through indexes, never every row', async () => {
    for (const [read, index] of [
      [listAdminDocuments, 'zoek_camper_documenten'],
      [listAdminInvoices, 'zoek_facturen'],
    ] as const) {
      const plans = await plansOf((db) => read(db, { ...FIRST, zoek: 'mia lid' }));
      const count = plans.find(({ sql: text }) => /count\(\*\)/.test(text));
      expect(count?.plan).toContain(index);
      // The OR of the two searches reads both through indexes (SQLite: MULTI-INDEX OR; PostgreSQL: a BitmapOr of
      // the two id arrays), never every row.
      expect(count?.plan).not.toMatch(
        /^SCAN (facturen|camper_documenten)\b|Seq Scan on (facturen|camper_documenten)\b/m,
      );
    }
  });

  it('a first searched page finds its matches once: its ids and count in one statement, its rows by id', async () => {
    const plans = await plansOf((db) => listAdminInvoices(db, { ...FIRST, zoek: 'mia lid' }));
    const searching = plans.filter(({ sql: text }) => /zoek_|zoektekst/.test(text));
    expect(searching).toHaveLength(1);
    expect(searching[0]?.sql).toMatch(/count\(\*\) over \(\)/);
    // The invoices of the members found are counted and sorted from the member index alone (migration 0030).
    if (engineOf(t.db) === 'sqlite') expect(searching[0]?.plan).toMatch(/COVERING INDEX facturen_user/);
    // Without a search a window count would sort the whole table; the page walks its order index instead.
    const plain = await plansOf((db) => listAdminInvoices(db, FIRST));
    for (const { sql: text } of plain) expect(text).not.toMatch(/over \(\)/);
  });

  it('bell: the member’s page and unread count', async () => {
    expectIndexed(await plansOf((db) => listNotifications(db, member.id, FIRST)));
    const [unread] = await plansOf((db) => unreadCount(db, member.id));
    expect(unread?.plan).toContain('meldingen_user_unread');
  });
});

describe('what the lists answer', () => {
  it('audit totaal is exact below its bound and stops at it', async () => {
    const all = await readAuditLog(t.db, { filters: NO_FILTERS, page: FIRST });
    expect(all.totaal).toBe(AUDIT_COUNT_LIMIT);
    const half = await readAuditLog(t.db, { filters: NO_FILTERS, page: { ...FIRST, zoek: 'Lid 1' } });
    const expected = (
      await t.db.selectFrom('audit_log').select('id').where('actor_naam', 'like', 'Lid 1%').execute()
    ).length;
    expect(half.totaal).toBe(expected);
    expect(half.rows.map((row) => row.id)).toEqual([...half.rows.map((row) => row.id)].sort((a, b) => b - a));
  });

  it('audit search pages newest first, every match once, with a short zoek too', async () => {
    for (const zoek of ['ZOË', 'Lid 99', '9']) {
      const seen: number[] = [];
      let cursor: (string | number)[] | undefined;
      do {
        const page = await readAuditLog(t.db, { filters: NO_FILTERS, page: { limit: 200, zoek, cursor } });
        seen.push(...page.rows.map((row) => row.id));
        cursor = page.volgende ? [page.rows.at(-1)?.id ?? 0] : undefined;
      } while (cursor);
      const expected = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where(
          sql<boolean>`lower(coalesce(actor_naam, '') || ' ' || soort || ' ' || coalesce(doel, '')) like ${`%${zoek.toLowerCase()}%`}`,
        )
        .orderBy('id', 'desc')
        .execute();
      if (zoek !== 'ZOË') expect(seen).toEqual(expected.map((row) => row.id));
      else expect(seen.length).toBe(Math.ceil((AUDIT_COUNT_LIMIT + 5) / 2));
    }
  });

  it('a zoek that names a member pages newest first through what the events say and what they concern, each once', async () => {
    const at = new Date(Date.UTC(2026, 1, 1)).toISOString();
    await t.db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          actor_id: null,
          // A third name her as actor, a third concern her, a third both: each must come once.
          actor_naam: i % 3 === 1 ? 'Ander' : 'Mia Lid',
          soort: 'wachtwoord_reset',
          doel: i % 3 === 0 ? 'iets-anders' : member.id,
          created_at: at,
        })),
      )
      .execute();
    const expected = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where((eb) => eb.or([eb('actor_naam', '=', 'Mia Lid'), eb('doel', '=', member.id)]))
      .orderBy('id', 'desc')
      .execute();
    const seen: number[] = [];
    let cursor: (string | number)[] | undefined;
    do {
      const page = await readAuditLog(t.db, {
        filters: NO_FILTERS,
        page: { limit: 7, zoek: 'mia lid', cursor },
      });
      expect(page.totaal).toBe(expected.length);
      seen.push(...page.rows.map((row) => row.id));
      cursor = page.volgende ? [page.rows.at(-1)?.id ?? 0] : undefined;
    } while (cursor);
    expect(seen).toEqual(expected.map((row) => row.id));
  });

  it('a mail that went out leaves the search, one that fails again comes back', async () => {
    const found = async () =>
      (await readMailQueue(t.db, { ...FIRST, zoek: 'françois' })).mails.map((m) => m.status);
    expect((await found()).sort()).toEqual(['mislukt', 'wachtend']);
    await t.db
      .updateTable('mail_queue')
      .set({ status: 'verzonden' })
      .where('ontvanger', '=', 'wachtend@example.nl')
      .execute();
    expect(await found()).toEqual(['mislukt']);
    await t.db
      .updateTable('mail_queue')
      .set({ status: 'wachtend' })
      .where('ontvanger', '=', 'verzonden@example.nl')
      .execute();
    expect((await found()).sort()).toEqual(['mislukt', 'wachtend']);
  });

  it('the bell counts the member’s unread ones', async () => {
    expect(await unreadCount(t.db, member.id)).toBe(2);
  });

  it('the bell search finds the member’s own matches only, long and short', async () => {
    const other = await t.createProspect({ naam: 'Olaf Ander' });
    await t.db
      .insertInto('meldingen')
      .values({
        id: randomUUID(),
        user_id: other.id,
        soort: 'nieuw_document',
        titel: 'Nieuw document',
        tekst: 'Réglement',
        link: '/mijn-camper/documenten',
        created_at: new Date(Date.UTC(2026, 0, 2)).toISOString(),
      })
      .execute();
    for (const zoek of ['reglement', 'é']) {
      const own = await listNotifications(t.db, member.id, { ...FIRST, zoek });
      expect(own.rows.length).toBe(3);
      expect(own.totaal).toBe(3);
      expect((await listNotifications(t.db, other.id, { ...FIRST, zoek })).totaal).toBe(1);
    }
  });
});
