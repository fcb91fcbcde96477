import { createElement } from 'react';
import {
  Briefcase,
  Car,
  Dumbbell,
  GraduationCap,
  Hotel,
  PartyPopper,
  PawPrint,
  Scissors,
  ShoppingBag,
  Sparkles,
  Stethoscope,
  Tag,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';

/** The icon of a category, chosen by its slug (or by the icon name stored with it); decorative. */
const BY_SLUG: Record<string, LucideIcon> = {
  krasa: Scissors,
  wellness: Sparkles,
  zdravi: Stethoscope,
  zdravie: Stethoscope,
  sport: Dumbbell,
  auto: Car,
  zvirata: PawPrint,
  zvierata: PawPrint,
  poradenstvi: Briefcase,
  kurzy: GraduationCap,
  zabava: PartyPopper,
  obchody: ShoppingBag,
  hotely: Hotel,
  gastronomie: UtensilsCrossed,
  barbershop: Scissors,
  kadernictvo: Scissors,
  hairdressing: Scissors,
  kozmetika: Sparkles,
  cosmetics: Sparkles,
};

export function categoryIconOf(icon: string, slug: string): LucideIcon {
  return BY_SLUG[slug] ?? BY_SLUG[icon.trim().toLowerCase()] ?? Tag;
}

export function CategoryIcon({ icon, slug, size = 28 }: { icon: string; slug: string; size?: number }) {
  // one of lucide's components chosen by the category (not a component made during render)
  return createElement(categoryIconOf(icon, slug), { size, strokeWidth: 1.8, 'aria-hidden': 'true', focusable: 'false' });
}
