import type { RowResult, RowStatus, StatusWords } from './types.ts';

type Summary = Record<RowStatus, number> & { totaal: number };

function summarise(results: RowResult[]): Summary {
  const summary: Summary = { totaal: results.length, verwerkt: 0, overgeslagen: 0, mislukt: 0, gepland: 0 };
  for (const result of results) summary[result.status]++;
  return summary;
}

/** How many skipped rows the text report names one by one; the JSON output always lists every row. */
const LISTED_SKIPS = 20;

/**
 * Prints the summary and the per-row report (text, or one JSON document with `--json`) and returns the exit
 * code: 1 when any row failed.
 */
export function printReport(
  results: RowResult[],
  options: { json: boolean; dryRun: boolean; words: StatusWords; opdracht: string },
  out: NodeJS.WritableStream = process.stdout,
): number {
  const summary = summarise(results);
  if (options.json) {
    out.write(
      `${JSON.stringify({ opdracht: options.opdracht, dry_run: options.dryRun, samenvatting: summary, regels: results }, null, 2)}\n`,
    );
    return summary.mislukt > 0 ? 1 : 0;
  }
  const parts = (['verwerkt', 'gepland', 'overgeslagen', 'mislukt'] as const)
    .filter((status) => summary[status] > 0 || status === 'mislukt')
    .map((status) => `${summary[status]} ${options.words[status]}`);
  const lines = [`Samenvatting: ${summary.totaal} regels: ${parts.join(', ')}.`];
  if (options.dryRun) lines.push('Proefrun (--dry-run): er is niets gewijzigd.');
  const skipped = results.filter((r) => r.status === 'overgeslagen');
  if (skipped.length > 0) {
    lines.push('Overgeslagen:');
    for (const r of skipped.slice(0, LISTED_SKIPS)) {
      lines.push(`  regel ${r.regel}: ${r.sleutel}${r.melding ? ` - ${r.melding}` : ''}`);
    }
    if (skipped.length > LISTED_SKIPS)
      lines.push(`  ... en nog ${skipped.length - LISTED_SKIPS} (zie --json)`);
  }
  const failed = results.filter((r) => r.status === 'mislukt');
  if (failed.length > 0) {
    lines.push('Fouten:');
    for (const r of failed)
      lines.push(`  regel ${r.regel}: ${r.sleutel ? `${r.sleutel} - ` : ''}${r.melding ?? ''}`);
  }
  out.write(`${lines.join('\n')}\n`);
  return summary.mislukt > 0 ? 1 : 0;
}
