/** A symbol for a category: its icon when that is already an emoji, else one chosen by slug. Pure. */
const BY_SLUG: Record<string, string> = {
  krasa: '💇',
  wellness: '🧖',
  zdravi: '🩺',
  zdravie: '🩺',
  sport: '🏋️',
  auto: '🚗',
  zvirata: '🐾',
  zvierata: '🐾',
  poradenstvi: '💼',
  kurzy: '🎓',
  zabava: '🎉',
  obchody: '🛍️',
  hotely: '🏨',
  gastronomie: '🍽️',
  barbershop: '💈',
  kadernictvo: '✂️',
  hairdressing: '✂️',
  kozmetika: '💄',
  cosmetics: '💄',
};

export function categoryGlyph(icon: string, slug: string): string {
  const trimmed = icon.trim();
  const isPictograph = /\p{Extended_Pictographic}/u.test(trimmed);
  if (isPictograph && trimmed.length <= 8) return trimmed;
  return BY_SLUG[slug] ?? BY_SLUG[trimmed.toLowerCase()] ?? '✦';
}
