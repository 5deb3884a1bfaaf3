import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/file-server.ts';
import type { TestServer } from '../support/server.ts';

/**
 * The Kysely types in bff/src/db/schema.ts cannot drift from the migrations: a freshly migrated database is compared
 * table by table and column by column (name, nullability, rough type) with what the TypeScript compiler reads from
 * the `Database` type of schema.ts. A migration that adds, drops, renames or retypes a column without the types fails here.
 */

type Kind = 'text' | 'number';
type Column = { nullable: boolean; kind: Kind };
type Tables = Record<string, Record<string, Column>>;

const SCHEMA_FILE = fileURLToPath(new URL('../../src/db/schema.ts', import.meta.url));

/**
 * schema.ts read as text (the project's TypeScript 7 has no compiler API in JS): its table types are flat
 * `export type XTable = { column: Type; … }` objects, a shape this reader relies on and fails loudly without.
 */
function typeBodies(source: string): Map<string, string> {
  const bodies = new Map<string, string>();
  // A union may span lines (the formatter breaks a long one): it runs to its `;`.
  const pattern = /(?:export )?type (\w+) =\s*([^;{]*?\{[\s\S]*?\n?\}|[^;{]*);/g;
  for (const match of source.matchAll(pattern)) bodies.set(match[1] as string, (match[2] as string).trim());
  return bodies;
}

/** Top-level `|` members, ignoring those inside `<…>`. */
function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of type) {
    if (char === '<') depth++;
    if (char === '>') depth--;
    if (char === '|' && depth === 0) {
      members.push(current.trim());
      current = '';
    } else current += char;
  }
  members.push(current.trim());
  return members.filter((m) => m !== '');
}

/** The select type: ColumnType<Select, Insert, Update> and Generated<T> unwrap to their first argument. */
function selectOf(type: string): string {
  const generic = /^(ColumnType|Generated)<([\s\S]*)>$/.exec(type.trim());
  if (!generic) return type.trim();
  let depth = 0;
  const args = generic[2] as string;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '<') depth++;
    if (args[i] === '>') depth--;
    if (args[i] === ',' && depth === 0) return args.slice(0, i).trim();
  }
  return args.trim();
}

function columnOf(type: string, aliases: Map<string, string>, where: string): Column {
  const members = unionMembers(selectOf(type));
  const nullable = members.includes('null');
  const kinds = new Set(
    members
      .filter((m) => m !== 'null')
      .map((m): string => {
        if (m === 'string' || /^'.*'$/.test(m)) return 'text';
        if (m === 'number') return 'number';
        const alias = aliases.get(m);
        return alias === undefined ? `onbekend: ${m}` : columnOf(alias, aliases, where).kind;
      }),
  );
  if (kinds.size !== 1) throw new Error(`${where}: no single column type (${[...kinds].join(', ')})`);
  return { nullable, kind: [...kinds][0] as Kind };
}

function fieldsOf(body: string): [string, string][] {
  const inner = body.replace(/^\{|\}$/g, '').replace(/\/\*\*[\s\S]*?\*\//g, '');
  return inner
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): [string, string] => {
      const colon = part.indexOf(':');
      return [part.slice(0, colon).trim(), part.slice(colon + 1).trim()];
    });
}

function declaredTables(): Tables {
  const bodies = typeBodies(readFileSync(SCHEMA_FILE, 'utf8'));
  const database = bodies.get('Database');
  if (!database) throw new Error('type Database not found in schema.ts');
  const tables: Tables = {};
  for (const [table, typeName] of fieldsOf(database)) {
    const body = bodies.get(typeName);
    if (!body) throw new Error(`type ${typeName} of table ${table} not found in schema.ts`);
    tables[table] = Object.fromEntries(
      fieldsOf(body).map(([column, type]) => [column, columnOf(type, bodies, `${table}.${column}`)]),
    );
  }
  return tables;
}

type PragmaColumn = { name: string; type: string; notnull: number; pk: number };

/** SQLite's declared type affinity, roughly: integers and reals are numbers, everything else text. */
function kindOfSql(type: string): Kind {
  return /INT|REAL|NUM|DOUB|FLOA|BOOL/i.test(type) ? 'number' : 'text';
}

async function migratedTables(t: TestServer): Promise<Tables> {
  const names = await sql<{ name: string }>`
    SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'
      -- The search indexes (migration 0015): kept by triggers, read by db/search.ts in SQL, not through the types.
      AND name NOT LIKE 'zoek_%'
    ORDER BY name`.execute(t.db);
  const tables: Tables = {};
  for (const { name } of names.rows) {
    const columns = await sql<PragmaColumn>`SELECT * FROM pragma_table_info(${name})`.execute(t.db);
    tables[name] = Object.fromEntries(
      columns.rows.map((c) => [
        c.name,
        // A primary key never holds null, whatever SQLite's pragma says about a key declared without NOT NULL.
        { nullable: c.notnull === 0 && c.pk === 0, kind: kindOfSql(c.type) },
      ]),
    );
  }
  return tables;
}

const t = serverForFile();

describe('database types against the migrated database', () => {
  it('has the same tables, columns, nullability and rough types as schema.ts', async () => {
    const declared = declaredTables();
    const migrated = await migratedTables(t);
    expect(Object.keys(declared).length).toBeGreaterThan(20);
    expect(Object.keys(migrated).sort()).toEqual(Object.keys(declared).sort());
    for (const [table, columns] of Object.entries(declared)) {
      expect(migrated[table], table).toEqual(columns);
    }
  });

  it('notices a column the types do not know (the check can fail)', async () => {
    await sql`ALTER TABLE meldingen ADD COLUMN niet_in_de_types TEXT`.execute(t.db);
    const migrated = await migratedTables(t);
    expect(migrated.meldingen).not.toEqual(declaredTables().meldingen);
    await sql`ALTER TABLE meldingen DROP COLUMN niet_in_de_types`.execute(t.db);
  });
});
