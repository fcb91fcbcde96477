/** A deterministic CSV of Czech prospect companies for the import bench: realistic names, addresses, postal codes, phones, websites; a few bad rows. */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { mulberry32 } from '../../seeds/content/random.js';

const KINDS = [
  'Kadeřnictví',
  'Barbershop',
  'Salon krásy',
  'Kosmetika',
  'Masáže',
  'Nehtové studio',
  'Pánské holičství',
  'Vlasové studio',
  'Studio',
  'Wellness',
];
const FIRST = [
  'Jana',
  'Petra',
  'Eva',
  'Šárka',
  'Lucie',
  'Tereza',
  'Hana',
  'Ivana',
  'Markéta',
  'Zuzana',
  'Tomáš',
  'Petr',
  'Jiří',
  'Martin',
  'Řehoř',
];
const LAST = [
  'Nováková',
  'Svobodová',
  'Dvořáková',
  'Černá',
  'Procházková',
  'Kučerová',
  'Veselá',
  'Horáková',
  'Němcová',
  'Marková',
  'Říha',
  'Žák',
  'Král',
  'Beneš',
  'Fiala',
];
const STYLE = ['Elegance', 'Harmonie', 'Krása', 'Relax', 'Style', 'Bella', 'Lotos', 'Aura', 'Glamour', 'Venuše'];
const STREETS = [
  'Náměstí Míru',
  'Husova',
  'Masarykova',
  'Palackého',
  'Nádražní',
  'Komenského',
  'Školní',
  'Žižkova',
  'Jiráskova',
  'Smetanova',
  'Dlouhá',
  'Vinohradská',
  'Třída Svobody',
  'Křižíkova',
];
/** [city, postal-code prefix (3 digits)] across the 14 regions */
const CITIES: Array<[string, number]> = [
  ['Praha', 110],
  ['Praha', 130],
  ['Praha', 150],
  ['Kladno', 272],
  ['Mladá Boleslav', 293],
  ['Plzeň', 301],
  ['Klatovy', 339],
  ['Karlovy Vary', 360],
  ['Cheb', 350],
  ['České Budějovice', 370],
  ['Tábor', 390],
  ['Ústí nad Labem', 400],
  ['Teplice', 415],
  ['Liberec', 460],
  ['Jablonec nad Nisou', 466],
  ['Hradec Králové', 500],
  ['Trutnov', 541],
  ['Pardubice', 530],
  ['Chrudim', 537],
  ['Jihlava', 586],
  ['Třebíč', 674],
  ['Brno', 602],
  ['Brno', 612],
  ['Znojmo', 669],
  ['Ostrava', 702],
  ['Opava', 746],
  ['Frýdek-Místek', 738],
  ['Zlín', 760],
  ['Uherské Hradiště', 686],
  ['Olomouc', 779],
  ['Přerov', 750],
];
const CATEGORIES = ['Kadeřnictví', 'Barber', 'Kosmetika', 'Masáže', 'Manikúra'];
const BOOKING = ['reservio.cz', 'booksy.com', 'mojerezervace.cz'];

const prng = mulberry32; // the demo seeds' generator: the same file every run

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

const PROSPECT_HEADER = 'název,adresa,psč,město,telefon,web,e-mail,instagram,kategorie,hodnocení,počet recenzí';

/** One row per index; every BAD_EVERY-th row is bad (missing name, bad phone, bad e-mail, bad web, bad rating in turn). */
export const BAD_EVERY = 10_000;
function prospectRow(i: number): string {
  const rnd = prng(20261122 + i * 7919);
  // in range for a list that is not empty: rnd() is below 1
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const kind = pick(KINDS);
  const name = rnd() < 0.5 ? `${kind} ${pick(FIRST)} ${pick(LAST)}` : `${kind} ${pick(STYLE)}${rnd() < 0.3 ? ' s.r.o.' : ''}`;
  const [city, prefix] = pick(CITIES);
  const postal = `${prefix} ${String(Math.floor(rnd() * 100)).padStart(2, '0')}`;
  const address = `${pick(STREETS)} ${1 + Math.floor(rnd() * 180)}${rnd() < 0.2 ? `/${1 + Math.floor(rnd() * 40)}` : ''}`;
  const national = String(600_000_000 + i * 3); // unique: each row is its own business
  const phone =
    rnd() < 0.5
      ? `+420 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
      : `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  const w = rnd();
  const web =
    w < 0.45
      ? `https://www.${slug(name)}-${i}.cz`
      : w < 0.6
        ? `${slug(name)}-${i}.cz`
        : w < 0.7
          ? `https://${slug(name)}-${i}.${pick(BOOKING)}`
          : '';
  const email = rnd() < 0.5 ? `info@${slug(name)}-${i}.cz` : '';
  const instagram = rnd() < 0.3 ? `https://instagram.com/${slug(name).replace(/-/g, '.')}.${i}` : '';
  const rating = rnd() < 0.8 ? (3 + rnd() * 2).toFixed(1).replace('.', ',') : '';
  const reviews = rating ? String(Math.floor(rnd() * 400)) : '';
  const row = [name, address, postal, city, phone, web, email, instagram, pick(CATEGORIES), rating, reviews];
  if (i % BAD_EVERY === BAD_EVERY - 1) {
    const k = Math.floor(i / BAD_EVERY) % 5;
    if (k === 0) row[0] = '';
    if (k === 1) row[4] = '12 34';
    if (k === 2) row[6] = 'info@';
    if (k === 3) row[5] = 'ftp://soubory.cz';
    if (k === 4) row[9] = '7,5';
  }
  return row.map(quote).join(',');
}

export async function writeProspectsCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(`${PROSPECT_HEADER}\n`);
  for (let i = 0; i < rows; i += 1) {
    if (!out.write(`${prospectRow(i)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}
