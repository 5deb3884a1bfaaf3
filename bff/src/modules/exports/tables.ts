import type { ExportCell } from '@camperdeel/rules/csv-cells';
import type { AuditQuery } from '@camperdeel/rules/schemas/audit';
import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import type { Db } from '../../db/connection.ts';
import { readAuditLog } from '../audit/read.ts';
import { listAdminInvoices } from '../invoices/admin-service.ts';
import { reservationOverview } from '../reservations/admin-service.ts';
import { listAdminUsers } from '../users/admin-service.ts';
import { everyRow } from './every-row.ts';

/** One exportable admin table: the file's subject, its Dutch column headers and its rows as cells. */
export type ExportTable = {
  /** The start of the download name and the `doel` of the audit event. */
  subject: string;
  header: readonly string[];
  rows: AsyncIterable<readonly ExportCell[]>;
};

async function* cellsOf<Row>(rows: AsyncIterable<Row>, cells: (row: Row) => readonly ExportCell[]) {
  for await (const row of rows) yield cells(row);
}

/** Every user the users table finds for `zoek`, in its order. */
export function usersExport(db: Db, search: Pick<PageQuery, 'zoek'>): ExportTable {
  return {
    subject: 'gebruikers',
    header: [
      'Naam',
      'E-mailadres',
      'Telefoonnummer',
      'Status',
      'Beheerder',
      'Gezinsleden',
      'Aanmeldingen',
      'Aangemaakt op',
    ],
    rows: cellsOf(
      everyRow((page) => listAdminUsers(db, page), search),
      (u) => [
        u.naam,
        u.email,
        u.telefoonnummer,
        u.status,
        u.is_admin,
        u.aantal_familieleden,
        u.aanmeldingen_count,
        u.created_at,
      ],
    ),
  };
}

/** Every invoice the invoices table finds for `zoek`, newest first; the amount stays a number (euro). */
export function invoicesExport(db: Db, search: Pick<PageQuery, 'zoek'>): ExportTable {
  return {
    subject: 'facturen',
    header: [
      'Factuurnummer',
      'Omschrijving',
      'Lid',
      'Bedrag (euro)',
      'Factuurdatum',
      'Vervaldatum',
      'Betaald',
      'Geüpload op',
    ],
    rows: cellsOf(
      everyRow((page) => listAdminInvoices(db, page), search),
      (f) => [
        f.factuur_nummer,
        f.factuur_naam,
        f.naam,
        f.bedrag,
        f.factuurdatum,
        f.vervaldatum,
        f.betaald,
        f.uploaded_at,
      ],
    ),
  };
}

/** Every line of the reservations overview for `zoek`: camper, user and year with their counts. */
export function reservationsOverviewExport(db: Db, search: Pick<PageQuery, 'zoek'>): ExportTable {
  return {
    subject: 'reserveringen',
    header: ['Jaar', 'Camper', 'Merk', 'Model', 'Gebruiker', 'Reserveringen', 'Dagen'],
    rows: cellsOf(
      everyRow((page) => reservationOverview(db, page), search),
      (r) => [r.jaar, r.camper_naam, r.merk, r.model, r.naam, r.aantal_reserveringen, r.dagen],
    ),
  };
}

/** Every event of the Logboek for its filters and `zoek`, newest first. */
export function auditExport(db: Db, query: AuditQuery): ExportTable {
  return {
    subject: 'logboek',
    header: ['Tijdstip', 'Gebeurtenis', 'Door', 'Soort', 'Doel', 'Doel-id', 'Details'],
    rows: cellsOf(
      everyRow((page) => readAuditLog(db, { filters: query.filters, page }), query.page),
      (e) => [
        e.created_at,
        e.omschrijving,
        e.actor_naam,
        e.soort,
        e.doel_naam,
        e.doel,
        JSON.stringify(e.details ?? {}),
      ],
    ),
  };
}
