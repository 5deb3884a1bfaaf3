/** A count with the right Dutch form: `count(1, 'regel', 'regels')` is '1 regel', `count(7, …)` '7 regels'. */
export function count(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/**
 * An outcome phrase whose verb agrees with the count: `agree(1, 'wordt', 'worden', 'aangemaakt')` is
 * '1 wordt aangemaakt', with 7 '7 worden aangemaakt'. A phrase without a verb is just the number and the words.
 */
export function agree(n: number, phrase: { enkel: string; meervoud: string }): string {
  return `${n} ${n === 1 ? phrase.enkel : phrase.meervoud}`;
}
