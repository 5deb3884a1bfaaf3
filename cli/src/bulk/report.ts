import { agree, count } from '../text/dutch.ts';
import { printable, toJson } from '../text/printable.ts';
import type { RowResult, RowStatus, StatusWords } from './types.ts';

type Summary = Record<RowStatus, number> & { totaal: number; niet_uitgevoerd: number };

function summarise(results: RowResult[], total: number): Summary {
  const summary: Summary = {
    totaal: total,
    verwerkt: 0,
    overgeslagen: 0,
    mislukt: 0,
    gepland: 0,
    niet_uitgevoerd: total - results.length,
  };
  for (const result of results) summary[result.status]++;
  return summary;
}

/** How many skipped rows the text report names one by one; the JSON output always lists every row. */
const LISTED_SKIPS = 20;

export type ReportOptions = {
  json: boolean;
  dryRun: boolean;
  words: StatusWords;
  opdracht: string;
  /** Rows in the file; more than the results when the run was interrupted. */
  total: number;
  interrupted: boolean;
};

/**
 * Prints the summary and the per-row report (text, or one JSON document with `--json`) and returns the exit
 * code: 130 when interrupted, 1 when any row failed, else 0.
 */
export function printReport(
  results: RowResult[],
  options: ReportOptions,
  out: NodeJS.WritableStream = process.stdout,
): number {
  const summary = summarise(results, options.total);
  const code = options.interrupted ? 130 : summary.mislukt > 0 ? 1 : 0;
  if (options.json) {
    out.write(
      `${toJson({
        opdracht: options.opdracht,
        dry_run: options.dryRun,
        ...(options.interrupted ? { afgebroken: true } : {}),
        samenvatting: summary,
        regels: results,
      })}\n`,
    );
    return code;
  }
  const parts = (['verwerkt', 'gepland', 'overgeslagen', 'mislukt'] as const)
    .filter((status) => summary[status] > 0 || status === 'mislukt')
    .map((status) => agree(summary[status], options.words[status]));
  const lines = [`Samenvatting: ${count(summary.totaal, 'regel', 'regels')}: ${parts.join(', ')}.`];
  if (options.interrupted) {
    lines.push(
      `Afgebroken met Ctrl-C: ${agree(summary.niet_uitgevoerd, { enkel: 'regel is', meervoud: 'regels zijn' })} niet uitgevoerd. Start dezelfde opdracht opnieuw om verder te gaan; wat al klaar is verandert dan niet.`,
    );
  }
  if (options.dryRun) lines.push('Proefrun (--dry-run): er is niets gewijzigd.');
  const skipped = results.filter((r) => r.status === 'overgeslagen');
  if (skipped.length > 0) {
    lines.push('Overgeslagen:');
    for (const r of skipped.slice(0, LISTED_SKIPS)) {
      lines.push(
        `  regel ${r.regel}: ${printable(r.sleutel)}${r.melding ? ` - ${printable(r.melding)}` : ''}`,
      );
    }
    if (skipped.length > LISTED_SKIPS)
      lines.push(`  ... en nog ${skipped.length - LISTED_SKIPS} (zie --json)`);
  }
  const failed = results.filter((r) => r.status === 'mislukt');
  if (failed.length > 0) {
    lines.push('Fouten:');
    for (const r of failed)
      lines.push(
        `  regel ${r.regel}: ${r.sleutel ? `${printable(r.sleutel)} - ` : ''}${printable(r.melding ?? '')}`,
      );
  }
  out.write(`${lines.join('\n')}\n`);
  return code;
}
