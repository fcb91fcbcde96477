import { ArrowLeft, BarChart3, Calendar, Check, MapPin, Trash2, Wrench, X, type LucideIcon } from 'lucide-react';
import { iconOf, SHELL_ICONS } from './icon.js';

/**
 * The icons of the public site's pages (lucide): those of every page (`icon.tsx`) and the ones only other
 * pages than the home page draw, loaded with those pages' code. Every icon is decorative.
 */
export const PUBLIC_ICONS = {
  ...SHELL_ICONS,
  arrowLeft: ArrowLeft,
  bars: BarChart3,
  calendar: Calendar,
  check: Check,
  close: X,
  pin: MapPin,
  tools: Wrench,
  trash: Trash2,
} satisfies Record<string, LucideIcon>;

export const Icon = iconOf(PUBLIC_ICONS);
