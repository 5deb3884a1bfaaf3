import { css, cx } from '@camperdeel/ui/styled-system/css';
import { table } from '@camperdeel/ui/styled-system/recipes';
import { memo, type ReactNode, useMemo, useState } from 'react';
import { matchesQuery } from '../lib/search.ts';
import { useFirstRowsFirst } from '../lib/use-first-rows-first.ts';
import { SearchField } from './SearchField.tsx';

export interface TableColumn<Row> {
  /** Unique per column. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Visually hidden header text for icon-only columns (e.g. 'Acties'). */
  hideHeader?: boolean;
  /** Right-align numbers and actions. */
  align?: 'start' | 'end';
  className?: string;
}

interface SearchBox {
  /** Accessible name and placeholder of the search box, e.g. 'Zoek op campernaam'. */
  label: string;
  placeholder?: string;
  /** Text when the search leaves no rows (default: 'Geen resultaten voor "…"'). */
  emptyText?: (query: string) => ReactNode;
}

/**
 * The search box of a table: `fields` filters the rows in the browser; `value` with `onValueChange` leaves the
 * searching to the caller (the server), and the rows given are the ones found.
 */
export type TableSearch<Row> = SearchBox &
  (
    | {
        /** The texts a row is searched in; every word of the query must occur in one of them. */
        fields: (row: Row) => ReadonlyArray<string | number | null | undefined>;
      }
    | {
        value: string;
        onValueChange: (query: string) => void;
        /** The box hands its text over once typing paused (SearchField `settles`): the rows render once per search. */
        settles?: boolean;
      }
  );

export interface TableProps<Row> {
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Describes the table for screen readers, e.g. 'Gebruikers'. */
  caption: string;
  /** Visible caption under the table (default: caption is for screen readers only). */
  showCaption?: boolean;
  /** Adds a search box: in the browser, or by the caller. */
  search?: TableSearch<Row>;
  /** Under the rows, e.g. how many there are and 'Meer laden'. */
  footer?: ReactNode;
  /** Shown when there are no rows at all, e.g. 'Geen documenten gevonden'. */
  emptyText: ReactNode;
  /** Buttons next to the search box (e.g. 'Nieuwe camper toevoegen'). */
  actions?: ReactNode;
  className?: string;
}

const srOnly = css({ srOnly: true });

/** The column name a phone card shows before a cell; none for icon-only columns or non-text headers. */
function cardLabel<Row>(column: TableColumn<Row>): string | undefined {
  return !column.hideHeader && typeof column.header === 'string' ? column.header : undefined;
}
const alignEnd = css({ textAlign: 'end' });

type TableRowProps<Row> = {
  row: Row;
  columns: TableColumn<Row>[];
  rowClass: string;
  cellClass: string;
  /** Below the first screen on any display: marked `data-far`, so a column may lay its cells out lazily. */
  far: boolean;
};

/** Rows from this one on start below the first screen, even on a tall display. */
const FIRST_FAR_ROW = 12;

function TableRowCells<Row>({ row, columns, rowClass, cellClass, far }: TableRowProps<Row>) {
  return (
    <tr className={rowClass} role="row" data-far={far ? '' : undefined}>
      {columns.map((column) => (
        <td
          key={column.key}
          role="cell"
          data-label={cardLabel(column)}
          className={cx(cellClass, column.align === 'end' && alignEnd, column.className)}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/**
 * A row renders again only when its data or the columns change. With columns that keep their identity (a list's
 * `useMemo`), a search typed above fifty rows, or a page loaded below them, leaves the rows already shown alone:
 * rendering a row of an admin list again costs as much as mounting it.
 */
const TableRow = memo(TableRowCells) as typeof TableRowCells;

/**
 * A responsive data table with an optional search box: a table from md up, a list of cards (each cell labelled
 * with its column) on phones. The ARIA roles are explicit because a table restyled as blocks would otherwise lose
 * its table semantics in the accessibility tree (so biome.json turns noRedundantRoles off for this file).
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  search,
  emptyText,
  actions,
  footer,
  className,
}: TableProps<Row>) {
  const classes = table();
  const [ownQuery, setOwnQuery] = useState('');
  const byCaller = search !== undefined && 'onValueChange' in search;
  const query = byCaller ? search.value : ownQuery;
  const visible = useMemo(
    () =>
      search && 'fields' in search ? rows.filter((row) => matchesQuery(search.fields(row), query)) : rows,
    [rows, search, query],
  );
  const shown = useFirstRowsFirst(visible, rowKey, FIRST_FAR_ROW);
  const searched = query.trim() !== '';
  const empty = (byCaller ? !searched : rows.length === 0)
    ? emptyText
    : (search?.emptyText?.(query) ?? `Geen resultaten voor "${query.trim()}"`);
  return (
    <div className={cx(classes.root, className)}>
      {search || actions ? (
        <div className={classes.toolbar}>
          {search ? (
            <SearchField
              value={query}
              onValueChange={byCaller ? search.onValueChange : setOwnQuery}
              settles={byCaller && search.settles}
              label={search.label}
              placeholder={search.placeholder}
            />
          ) : null}
          {actions}
        </div>
      ) : null}
      {/* A table wider than a phone scrolls sideways; keyboard users need to focus the region to scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1) */}
      <section className={classes.scroll} aria-label={caption} tabIndex={0}>
        <table className={classes.table} role="table">
          <caption className={showCaption ? classes.caption : srOnly}>{caption}</caption>
          <thead className={classes.head} role="rowgroup">
            <tr className={classes.row} role="row">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  role="columnheader"
                  className={cx(classes.header, column.align === 'end' && alignEnd, column.className)}
                >
                  {column.hideHeader ? <span className={srOnly}>{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={classes.body} role="rowgroup">
            {visible.length === 0 ? (
              <tr className={classes.row} role="row">
                <td className={classes.empty} colSpan={columns.length} role="cell">
                  {empty}
                </td>
              </tr>
            ) : (
              shown.map((row, index) => (
                <TableRow
                  key={rowKey(row)}
                  row={row}
                  far={index >= FIRST_FAR_ROW}
                  columns={columns}
                  rowClass={classes.row ?? ''}
                  cellClass={classes.cell ?? ''}
                />
              ))
            )}
          </tbody>
        </table>
      </section>
      {footer}
    </div>
  );
}
