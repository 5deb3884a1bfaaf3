export type RowStatus = 'verwerkt' | 'overgeslagen' | 'mislukt' | 'gepland';

/** One row's outcome as reported (the JSON output uses these names). */
export type RowResult = { regel: number; sleutel: string; status: RowStatus; melding?: string };

/**
 * A CSV row ready to run: `key` names it in the report (an e-mail, an invoice number); rows with the same `group`
 * run one after another in file order, so two rows about the same thing never race. `error` marks a row that
 * failed its own checks and is reported without being sent.
 */
export type BulkRow<T> = { line: number; key: string; group: string; input?: T; error?: string };

export type WorkOutcome = { status: Exclude<RowStatus, 'mislukt'>; melding?: string };

export type RowWork<T> = (input: T, context: { dryRun: boolean }) => Promise<WorkOutcome>;

/** Words for one command's outcomes, e.g. { verwerkt: 'aangemaakt', gepland: 'zou aangemaakt worden' }. */
export type StatusWords = Record<RowStatus, string>;
