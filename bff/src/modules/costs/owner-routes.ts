import { yearCsv } from '@camperdeel/rules/costs';
import { removed } from '@camperdeel/rules/schemas/answers';
import {
  costAnswer,
  costsAnswer,
  costsQuerySchema,
  settlementAnswer,
  settleSchema,
} from '@camperdeel/rules/schemas/costs';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireOwner, requireUser } from '../../http/auth.ts';
import { isMultipart } from '../../http/body-limit.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId } from '../../http/validate.ts';
import { askedYear } from '../../http/year-query.ts';
import { signedDownloadUrl } from '../../storage/signed-url.ts';
import { removeStoredFiles } from '../files/admin-files.ts';
import { downloadName } from '../owner-camper/service.ts';
import { costBody } from './cost-body.ts';
import {
  createCost,
  deleteCost,
  listCosts,
  RECEIPT_BUCKET,
  receiptOf,
  settle,
  yearOverview,
} from './service.ts';

/**
 * Shared costs under /api/owner (docs/product/costs.md): the owners of a camper record what they paid, see everyone's
 * balance, settle up and export the year. Deleting and reading a receipt are open to admins as well.
 */
export const ownerCostRoutes = new Hono<AppEnv>()
  .get(
    '/costs',
    describe({
      summary: 'Gedeelde kosten van mijn camper in een jaar, met ieders saldo',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: costsAnswer },
      input: true,
    }),
    requireOwner,
    validate('query', costsQuerySchema),
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(await listCosts(db, c.var.camperId, askedYear(c.req.valid('query'), now())), 200);
    },
  )
  .get(
    '/costs/export',
    describe({
      summary: 'Jaaroverzicht van de gedeelde kosten (CSV)',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: z.string() },
      media: 'text/csv',
      input: true,
    }),
    requireOwner,
    validate('query', costsQuerySchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const jaar = askedYear(c.req.valid('query'), now());
      const { kosten, verrekeningen, owners } = await yearOverview(db, c.var.camperId, jaar);
      const people = [...owners];
      for (const k of kosten)
        for (const a of k.aandelen)
          if (!people.some((p) => p.user_id === a.user_id)) people.push({ user_id: a.user_id, naam: a.naam });
      const csv = yearCsv(
        people,
        kosten.map((k) => ({ ...k, betaald_door: k.betaald_door })),
        verrekeningen.map((v) => ({
          datum: v.datum,
          van: v.van_user_id,
          aan: v.aan_user_id,
          bedrag_centen: v.bedrag_centen,
        })),
      );
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="kosten-${jaar}.csv"`,
        'cache-control': 'private, no-store',
      });
    },
  )
  .post(
    '/costs',
    describe({
      summary: 'Kosten vastleggen (JSON, of formulier met bon)',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 201, body: costAnswer },
      upload: true,
      failures: [422],
    }),
    requireOwner,
    costBody,
    async (c) => {
      const { db, config, now } = c.var.deps;
      const fromForm = isMultipart(c.req.header('content-type'));
      const form = fromForm ? c.req.valid('form') : undefined;
      const kosten = await createCost(db, config, {
        camperId: c.var.camperId,
        userId: c.var.authUser.id,
        fields: form ? form.fields : c.req.valid('json'),
        fromForm,
        receipt: form?.files[0],
        now: now(),
      });
      return c.json({ kosten }, 201);
    },
  )
  .post(
    '/costs/settle',
    describe({
      summary: 'Een betaling aan een mede-eigenaar vastleggen',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 201, body: settlementAnswer },
      input: true,
      failures: [422],
    }),
    requireOwner,
    validate('json', settleSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const body = c.req.valid('json');
      const verrekening = await settle(db, {
        camperId: c.var.camperId,
        userId: c.var.authUser.id,
        aanUserId: body.aan_user_id,
        bedrag: body.bedrag,
        now: now(),
      });
      return c.json({ verrekening }, 201);
    },
  )
  .delete(
    '/costs/:id',
    describe({
      summary: 'Kosten verwijderen (wie betaalde, of een beheerder)',
      tag: 'mede-eigenaar',
      access: 'user',
      ok: { status: 200, body: removed('verwijderd') },
      lookup: true,
      failures: [403],
    }),
    requireUser,
    validateId('cost_not_found'),
    async (c) => {
      const { db, config } = c.var.deps;
      const id = c.req.valid('param').id;
      const key = await deleteCost(db, c.var.authUser, id);
      if (key) await removeStoredFiles(config, { privateFiles: [{ bucket: RECEIPT_BUCKET, key }] });
      return c.json({ verwijderd: id }, 200);
    },
  )
  .get(
    '/costs/:id/receipt',
    describe({
      summary: 'Bon downloaden (302 naar ondertekende link)',
      tag: 'mede-eigenaar',
      access: 'user',
      ok: { status: 302, redirect: true },
      lookup: true,
    }),
    requireUser,
    validateId('cost_not_found'),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const bon = await receiptOf(db, c.var.authUser, c.req.valid('param').id);
      const filename = downloadName(bon.naam, bon.key);
      return c.redirect(signedDownloadUrl(config, RECEIPT_BUCKET, bon.key, { filename, now: now() }), 302);
    },
  );
