import type { ErrorCode } from '@camperdeel/rules/errors';
import { one, removed } from '@camperdeel/rules/schemas/answers';
import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import { FIRST_PAGE, pageOf, pageQuerySchema } from '@camperdeel/rules/schemas/paging';
import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import type { z } from 'zod';
import type { Db } from '../db/connection.ts';
import type { Page } from '../db/page.ts';
import type { AdminEnv } from './auth.ts';
import { describeAdmin } from './describe.ts';
import { listReads } from './env.ts';
import { pageAnswer } from './page-answer.ts';
import { validate, validateId } from './validate.ts';

const factory = createFactory<AdminEnv>();

/**
 * The handlers of an admin table's list: its description, the paging query (first page when absent) and one page
 * of `list` answered under the list's own name (`pageAnswer`). Spread into the table's `.get(path, …)`.
 */
export function adminPageListHandlers<Key extends string, Row>(
  key: Key,
  summary: string,
  rowSchema: z.ZodType,
  list: (db: Db, page: PageQuery) => Promise<Page<Row>>,
) {
  return factory.createHandlers(
    describeAdmin({ summary, ok: { status: 200, body: pageOf(key, rowSchema) }, input: true }),
    validate('query', pageQuerySchema),
    async (c) => {
      const page = await list(listReads(c.var.deps), c.req.valid('query') ?? FIRST_PAGE);
      return c.json(pageAnswer(key, page), 200);
    },
  );
}

/**
 * The handlers of an admin table's delete by id: its description (`notFound` for an unknown id, the route's own
 * `failures` besides), then `remove` with the request and the id, answered `{ verwijderd: id }`. Spread into the
 * table's `.delete('/:id', …)`.
 */
export function adminDeleteHandlers(
  route: { summary: string; notFound: ErrorCode; failures?: readonly (409 | 422)[] },
  remove: (c: Context<AdminEnv>, id: string) => Promise<void>,
) {
  const { summary, notFound, failures } = route;
  return factory.createHandlers(
    describeAdmin({
      summary,
      ok: { status: 200, body: removed('verwijderd') },
      lookup: true,
      ...(failures ? { failures } : {}),
    }),
    validateId(notFound),
    async (c) => {
      const id = c.req.valid('param').id;
      await remove(c, id);
      return c.json({ verwijderd: id }, 200);
    },
  );
}

/**
 * The handlers of a change to one row of an admin table: its description (`notFound` for an unknown id, the route's
 * own `failures` besides), the JSON body checked by `input`, then `change` with the request, the id and the body;
 * the changed row is answered under the table's name for one row (`key`).
 */
export function adminChangeHandlers<Key extends string, Input extends z.ZodType, Row>(
  route: {
    summary: string;
    key: Key;
    row: z.ZodType;
    input: Input;
    notFound: ErrorCode;
    failures?: readonly (409 | 422)[];
  },
  change: (c: Context<AdminEnv>, id: string, body: z.output<Input>) => Promise<Row>,
) {
  const { summary, key, row, input, notFound, failures } = route;
  return factory.createHandlers(
    describeAdmin({
      summary,
      ok: { status: 200, body: one(key, row) },
      input: true,
      lookup: true,
      ...(failures ? { failures } : {}),
    }),
    validate('json', input),
    validateId(notFound),
    async (c) => {
      const changed = await change(c, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ [key]: changed } as { [K in Key]: Row }, 200);
    },
  );
}
