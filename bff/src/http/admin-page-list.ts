import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import { FIRST_PAGE, pageOf, pageQuerySchema } from '@camperdeel/rules/schemas/paging';
import { createFactory } from 'hono/factory';
import type { z } from 'zod';
import type { Db } from '../db/connection.ts';
import type { Page } from '../db/page.ts';
import { describeAdmin } from './describe.ts';
import type { AppEnv } from './env.ts';
import { pageAnswer } from './page-answer.ts';
import { validate } from './validate.ts';

const factory = createFactory<AppEnv>();

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
