/**
 * The 14 Czech regions by postal-code prefix: the first 3 characters of the postal
 * code after removing whitespace; two-digit prefixes win over one-digit ones ('46x' is Liberecký, not
 * Ústecký). Slovak and Polish postal codes have no such rule here: their region stays unknown.
 */
const PREFIXES: Array<[slug: string, prefixes: string[]]> = [
  ['praha', ['1']],
  ['stredocesky', ['2']],
  ['plzensky', ['30', '31', '32', '33', '34']],
  ['karlovarsky', ['35', '36']],
  ['jihocesky', ['37', '38', '39']],
  ['ustecky', ['4']],
  ['kralovehradecky', ['50', '51', '52', '53', '54', '55']],
  ['pardubicky', ['56', '57']],
  ['vysocina', ['58', '59']],
  ['jihomoravsky', ['6']],
  ['moravskoslezsky', ['70', '71', '72', '73', '74']],
  ['zlinsky', ['75', '76']],
  ['olomoucky', ['77', '78', '79']],
  ['liberecky', ['46', '47']],
];

const BY_PREFIX = new Map(PREFIXES.flatMap(([slug, prefixes]) => prefixes.map((p) => [p, slug] as const)));

export const REGION_NAMES: Record<string, string> = {
  praha: 'Hlavní město Praha',
  stredocesky: 'Středočeský kraj',
  plzensky: 'Plzeňský kraj',
  karlovarsky: 'Karlovarský kraj',
  jihocesky: 'Jihočeský kraj',
  ustecky: 'Ústecký kraj',
  kralovehradecky: 'Královéhradecký kraj',
  pardubicky: 'Pardubický kraj',
  vysocina: 'Kraj Vysočina',
  jihomoravsky: 'Jihomoravský kraj',
  moravskoslezsky: 'Moravskoslezský kraj',
  zlinsky: 'Zlínský kraj',
  olomoucky: 'Olomoucký kraj',
  liberecky: 'Liberecký kraj',
};

export const REGION_SLUGS = PREFIXES.map(([slug]) => slug);

export function regionOfPostalCode(postalCode: string | null | undefined, country = 'CZ'): string | null {
  if (country !== 'CZ' || !postalCode) return null;
  const head = postalCode.replace(/\s+/g, '').slice(0, 3);
  if (!/^\d/.test(head)) return null;
  return BY_PREFIX.get(head.slice(0, 2)) ?? BY_PREFIX.get(head.slice(0, 1)) ?? null;
}
