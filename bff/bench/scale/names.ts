import { pick, type Random } from './random.ts';

/** Dutch-looking names, some with accents, so search and sorting meet what members really type. */
const FIRST = [
  'Jan',
  'Pieter',
  'Sanne',
  'Lotte',
  'Daan',
  'Emma',
  'Sem',
  'Zoë',
  'Noël',
  'José',
  'Anaïs',
  'Renée',
  'Chloë',
  'Joëlle',
  'Bram',
  'Femke',
  'Thijs',
  'Inge',
  'Maarten',
  'Eline',
  'Ruben',
  'Anouk',
  'Hélène',
  'Luuk',
  'Marloes',
  'Gijs',
  'Saskia',
  'Jeroen',
  'Iris',
  'Bastiaan',
] as const;
const LAST = [
  'de Vries',
  'van den Berg',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Dijk',
  'Öztürk',
  'Çelik',
  'van der Meulen',
  "d'Hondt",
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'van Leeuwen',
  'Verbeek',
  'Koç',
  'Schäfer',
  'Kuipers',
  'Maës',
] as const;
const MAKES = ['Hymer', 'Knaus', 'Dethleffs', 'Adria', 'Bürstner', 'Carado', 'Pössl', 'Weinsberg'] as const;

export function personName(random: Random): string {
  return `${pick(random, FIRST)} ${pick(random, LAST)}`;
}

/** A mailbox from the name (accents and spaces dropped) and the member's number, so it is unique. */
export function emailFor(naam: string, index: number): string {
  const local = naam
    .normalize('NFD')
    .replace(/[^a-zA-Z ]/g, '')
    .toLowerCase()
    .trim()
    .replace(/ +/g, '.');
  return `${local}.${index}@scale.camperdeel.nl`;
}

export function phone(random: Random): string {
  return `06-${String(Math.floor(random() * 100_000_000)).padStart(8, '0')}`;
}

export function make(random: Random): string {
  return pick(random, MAKES);
}
