import type { ErrorCode } from '@camperdeel/rules/errors';
import { removed } from '@camperdeel/rules/schemas/answers';
import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import { FIRST_PAGE, pageOf, pageQuerySchema } from '@camperdeel/rules/schemas/paging';
import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import type { z } from 'zod';
import type { Db } from '../db/connection.ts';
import type { Page } from '../db/page.ts';
import type { AdminEnv } from './auth.ts';
import { describeAdmin } from './describe.ts';
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
      const page = await list(c.var.deps.db, c.req.valid('query') ?? FIRST_PAGE);
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
