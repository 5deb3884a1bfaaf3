import type { Migration } from 'kysely/migration';
import * as initial from './0001-initial.ts';
import * as creditGrants from './0002-credit-grants.ts';
import * as emailConfirmation from './0003-email-confirmation.ts';
import * as invitations from './0005-invitations.ts';
import * as coowner from './0006-coowner.ts';
import * as notify from './0007-notify.ts';
import * as sharedState from './0008-shared-state.ts';
import * as mailSecrets from './0009-mail-secrets.ts';
import * as apiTokenExpiry from './0010-api-token-expiry.ts';
import * as handoverFollowUp from './0011-handover-follow-up.ts';
import * as mailBundles from './0012-mail-bundles.ts';
import * as auditPseudonyms from './0013-audit-pseudonyms.ts';
import * as pruneIndexes from './0014-prune-indexes.ts';
import * as searchPeople from './0015-search-people.ts';
import * as camperOrder from './0016-camper-order.ts';
import * as reservationOverview from './0017-reservation-overview.ts';
import * as searchLogs from './0018-search-logs.ts';
import * as cheapLogReads from './0019-cheap-log-reads.ts';
import * as wishRounds from './0020-wish-rounds.ts';
import * as swapsAndWatches from './0021-swaps-and-watches.ts';
import * as carePlan from './0022-care-plan.ts';
import * as sharedCosts from './0023-shared-costs.ts';
import * as clubOffice from './0024-club-office.ts';
import * as auditByKind from './0025-audit-by-kind.ts';
import * as busyRowsWithoutFullText from './0026-busy-rows-without-full-text.ts';
import * as adminSearchesThroughIndexes from './0027-admin-searches-through-indexes.ts';
import * as postgresStoredSearchText from './0028-postgres-stored-search-text.ts';
import * as postgresOverviewCount from './0029-postgres-overview-count.ts';
import * as invoicesByMemberCovering from './0030-invoices-by-member-covering.ts';

/** Static list (not a folder scan) so the migrations ship inside any bundle and run in a fixed order. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-credit-grants': creditGrants,
  '0003-email-confirmation': emailConfirmation,
  '0005-invitations': invitations,
  '0006-coowner': coowner,
  '0007-notify': notify,
  '0008-shared-state': sharedState,
  '0009-mail-secrets': mailSecrets,
  '0010-api-token-expiry': apiTokenExpiry,
  '0011-handover-follow-up': handoverFollowUp,
  '0012-mail-bundles': mailBundles,
  '0013-audit-pseudonyms': auditPseudonyms,
  '0014-prune-indexes': pruneIndexes,
  '0015-search-people': searchPeople,
  '0016-camper-order': camperOrder,
  '0017-reservation-overview': reservationOverview,
  '0018-search-logs': searchLogs,
  '0019-cheap-log-reads': cheapLogReads,
  '0020-wish-rounds': wishRounds,
  '0021-swaps-and-watches': swapsAndWatches,
  '0022-care-plan': carePlan,
  '0023-shared-costs': sharedCosts,
  '0024-club-office': clubOffice,
  '0025-audit-by-kind': auditByKind,
  '0026-busy-rows-without-full-text': busyRowsWithoutFullText,
  '0027-admin-searches-through-indexes': adminSearchesThroughIndexes,
  '0028-postgres-stored-search-text': postgresStoredSearchText,
  '0029-postgres-overview-count': postgresOverviewCount,
  '0030-invoices-by-member-covering': invoicesByMemberCovering,
};
