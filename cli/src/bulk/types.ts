export type RowStatus = 'verwerkt' | 'overgeslagen' | 'mislukt' | 'gepland';

/** One row's outcome as reported (the JSON output uses these names). */
export type RowResult = { regel: number; sleutel: string; status: RowStatus; melding?: string };

/**
 * A CSV row ready to run: `key` names it in the report (an e-mail, an invoice number); rows with the same `group`
 * run one after another in file order, so two rows about the same thing never race. `unique` is what may occur
 * once per file: a later row with the same value fails before anything is sent (the first row wins). `error` marks a
 * row that failed its own checks and is reported without being sent. `cells` are the original cells (--failed-out).
 */
export type BulkRow<T> = {
  line: number;
  key: string;
  group: string;
  unique?: string;
  input?: T;
  error?: string;
  cells?: string[];
};

export type WorkOutcome = { status: Exclude<RowStatus, 'mislukt'>; melding?: string };

export type RowWork<T> = (input: T, context: { dryRun: boolean }) => Promise<WorkOutcome>;

/**
 * Words for one command's outcomes as the summary counts them, singular and plural, e.g. gepland:
 * { enkel: 'wordt aangemaakt', meervoud: 'worden aangemaakt' }; `status` is the word for a single row's line.
 */
export type StatusWords = Record<RowStatus, { enkel: string; meervoud: string }>;
