/** Lower case without diacritics, for matching Czech, Slovak and Polish text ('Kadeřnictví' -> 'kadernictvi'). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .trim();
}

/** URL slug: folded, words joined by '-'. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
