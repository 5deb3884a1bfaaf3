import type { ErrorCode } from '@camperdeel/rules/errors';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from './auth/routes.ts';
import { ApiError, apiFailure, errorBody } from './http/api-error.ts';
import { API_PIPELINE } from './http/api-gate.ts';
import { BodyTooLargeError, limitRequestBody } from './http/body-limit.ts';
import type { AppEnv, Deps } from './http/env.ts';
import { loggablePath } from './http/log-path.ts';
import { refuseNulInUrl } from './http/no-nul.ts';
import { PERMISSIONS_POLICY } from './http/permissions-policy.ts';
import { createRateLimiter, type Limiter } from './http/rate-limiter.ts';
import { logRequest } from './http/request-log.ts';
import { throttleRequests } from './http/throttle.ts';
import { meAccountRoutes } from './modules/account/routes.ts';
import { adminApplicationsRoutes } from './modules/applications/admin-routes.ts';
import { adminAuditRoutes } from './modules/audit/admin-routes.ts';
import { auditAdminWrites } from './modules/audit/admin-writes.ts';
import { adminBlockRoutes } from './modules/blocks/admin-routes.ts';
import { ownerBlockRoutes } from './modules/blocks/owner-routes.ts';
import { ownerCalendarFeedRoutes } from './modules/calendar-feed/owner-routes.ts';
import { icalRoutes } from './modules/calendar-feed/routes.ts';
import { adminCampersRoutes } from './modules/campers/admin-routes.ts';
import { publicCamperRoutes } from './modules/campers/public-routes.ts';
import { camperRoutes } from './modules/campers/routes.ts';
import { adminCareRoutes } from './modules/care/admin-routes.ts';
import { ownerCareRoutes } from './modules/care/owner-routes.ts';
import { ownerCostRoutes } from './modules/costs/owner-routes.ts';
import { adminCreditsBatchRoutes } from './modules/credits/admin-batch-routes.ts';
import { ownerCreditRoutes } from './modules/credits/owner-routes.ts';
import { adminDocumentsRoutes } from './modules/documents/admin-routes.ts';
import { adminExportRoutes } from './modules/exports/admin-routes.ts';
import { downloadRoutes } from './modules/files/download-routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { adminHandoverRoutes } from './modules/handovers/admin-routes.ts';
import { ownerHandoverRoutes } from './modules/handovers/owner-routes.ts';
import { createMetrics } from './modules/health/metrics.ts';
import { metricsRoutes } from './modules/health/metrics-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { adminInvitationRoutes } from './modules/invitations/admin-routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { adminInvoicesRoutes } from './modules/invoices/admin-routes.ts';
import { adminServiceInvoiceRoutes } from './modules/invoices/generate-routes.ts';
import { adminMailRoutes } from './modules/mail-queue/admin-routes.ts';
import { meNotificationRoutes } from './modules/notifications/routes.ts';
import { ownerOfferRoutes } from './modules/offers/owner-routes.ts';
import { ownerRoutes } from './modules/owner-camper/routes.ts';
import { meRoutes } from './modules/profile/routes.ts';
import { adminReservationsRoutes } from './modules/reservations/admin-routes.ts';
import { adminCamperReservationRoutes } from './modules/reservations/camper-admin-routes.ts';
import { ownerReservationRoutes } from './modules/reservations/owner-routes.ts';
import { ownerUsageRoutes } from './modules/reservations/usage-routes.ts';
import { adminRoundRoutes } from './modules/rounds/admin-routes.ts';
import { ownerRoundRoutes } from './modules/rounds/owner-routes.ts';
import { adminSettingsRoutes } from './modules/settings/admin-routes.ts';
import { ownerHelpRoutes } from './modules/settings/owner-routes.ts';
import { adminTokensRoutes } from './modules/tokens/admin-routes.ts';
import { adminUsersRoutes } from './modules/users/admin-routes.ts';
import { ownerWatchRoutes } from './modules/watches/owner-routes.ts';
import { apiDocsRoutes } from './openapi/docs-routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { webRoutes } from './web/routes.ts';

/**
 * The API, one sub-app per resource, chained so `ApiType` carries every route for the typed client (hc).
 * Cross-cutting middleware (security headers, logging, CSRF, throttling, auth) is added in createApp.
 */
export const apiRoutes = new Hono<AppEnv>()
  .route('/health', healthRoutes)
  .route('/openapi.json', openApiRoutes)
  .route('/docs', apiDocsRoutes)
  .route('/auth', authRoutes)
  .route('/auth/invitation', invitationRoutes)
  .route('/me', meRoutes)
  .route('/me', meNotificationRoutes)
  .route('/me', meAccountRoutes)
  .route('/campers', camperRoutes)
  .route('/public/campers', publicCamperRoutes)
  .route('/owner', ownerRoutes)
  .route('/owner', ownerReservationRoutes)
  .route('/owner', ownerCreditRoutes)
  .route('/owner', ownerBlockRoutes)
  .route('/owner', ownerHandoverRoutes)
  .route('/owner', ownerUsageRoutes)
  .route('/owner', ownerCalendarFeedRoutes)
  .route('/owner', ownerRoundRoutes)
  .route('/owner', ownerCostRoutes)
  .route('/owner', ownerHelpRoutes)
  .route('/owner', ownerCareRoutes)
  .route('/owner', ownerOfferRoutes)
  .route('/owner', ownerWatchRoutes)
  .route('/', downloadRoutes)
  // Before the tables' own routes, so `/users/export` is never read as `/users/:id`.
  .route('/admin', adminExportRoutes)
  .route('/admin/users', adminUsersRoutes)
  .route('/admin/users', adminInvitationRoutes)
  .route('/admin/credits', adminCreditsBatchRoutes)
  .route('/admin/campers', adminCampersRoutes)
  .route('/admin/applications', adminApplicationsRoutes)
  .route('/admin/reservations', adminReservationsRoutes)
  .route('/admin/documents', adminDocumentsRoutes)
  .route('/admin/invoices', adminServiceInvoiceRoutes)
  .route('/admin/invoices', adminInvoicesRoutes)
  .route('/admin/settings', adminSettingsRoutes)
  .route('/admin/tokens', adminTokensRoutes)
  .route('/admin/audit', adminAuditRoutes)
  .route('/admin/mail', adminMailRoutes)
  .route('/admin', adminBlockRoutes)
  .route('/admin', adminHandoverRoutes)
  .route('/admin', adminCamperReservationRoutes)
  .route('/admin', adminRoundRoutes)
  .route('/admin', adminCareRoutes);

export type ApiType = typeof apiRoutes;

/** Renders every thrown error as `{ error: { code, message } }`; never a stack trace or SQL text. */
/** A refusal thrown by Hono or one of its middlewares answers with the catalogue's entry for its status. */
const FRAMEWORK_REFUSALS: Partial<Record<number, ErrorCode>> = {
  400: 'invalid_input',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
};

export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ApiError)
    return c.json(errorBody(error.code, error.message, error.details), error.status);
  if (error instanceof BodyTooLargeError) {
    const failure = apiFailure('payload_too_large');
    return c.json(errorBody(failure.code, failure.message), failure.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const failure = apiFailure(FRAMEWORK_REFUSALS[error.status] ?? 'invalid_input');
    return c.json(errorBody(failure.code, failure.message), error.status);
  }
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'unhandled',
      path: loggablePath(c.req.path),
      error: String(error),
    }),
  );
  return c.json(errorBody('internal_error', 'Er ging iets mis - Probeer het later opnieuw.'), 500);
}

/** `limiter`: the throttle's counters (http/rate-limiter.ts); a test may pass its own. */
export function createApp(deps: Deps, limiter: Limiter = createRateLimiter(deps.db)) {
  const app = new Hono<AppEnv>();
  const metrics = createMetrics(deps.db);
  // One first layer: the request's variables, and its log line and metrics once answered (request-log.ts).
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    c.set('limiter', limiter);
    const started = performance.now();
    await next();
    logRequest(c, started);
    metrics.observe(c, started);
  });
  // Before anything can read a body, on every route (the web's 404 beacon too).
  app.use('*', limitRequestBody);
  // Security headers, NUL check, no-store, CSRF, throttle, session/token and mail delivery (api-gate.ts).
  // Built assets and public files, below, may be embedded by partner pages and remote hosts.
  app.use('/api/*', ...API_PIPELINE);
  const embeddableHeaders = secureHeaders({
    crossOriginResourcePolicy: 'cross-origin',
    permissionsPolicy: PERMISSIONS_POLICY,
  });
  app.use('*', async (c, next) => (c.req.path.startsWith('/api/') ? next() : embeddableHeaders(c, next)));
  // A NUL in the URL never reaches a query (PostgreSQL cannot hold it): 400 on both engines.
  app.use('/ical/*', refuseNulInUrl);
  app.use('/api/admin/*', auditAdminWrites);
  app.route('/api', apiRoutes);
  // An unknown /api path is a JSON 404, never the web app's HTML.
  app.all('/api/*', () => {
    throw apiFailure('not_found');
  });
  app.route('/metrics', metricsRoutes(metrics));
  app.route('/files', fileRoutes);
  // Calendar apps cannot log in: the secret in the path is the permission, throttled like any API read.
  app.use('/ical/*', throttleRequests);
  app.route('/ical', icalRoutes);
  app.route('/', webRoutes);
  app.notFound(() => {
    throw apiFailure('not_found');
  });
  app.onError(handleError);
  return app;
}
