import {
  AlertTriangle,
  ArrowLeft,
  ArrowRight,
  BarChart3,
  Briefcase,
  Calendar,
  Camera,
  Check,
  MapPin,
  Monitor,
  Moon,
  Play,
  Search,
  ShoppingCart,
  Star,
  Sun,
  ThumbsUp,
  Trash2,
  Wrench,
  X,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons of the public site (lucide), drawn by `Icon`. The back office draws more through
 * `back-office-icon.tsx`, so that its icons stay out of the home page's bundle. Every icon is decorative:
 * the control around it carries the label.
 */
export const PUBLIC_ICONS = {
  alert: AlertTriangle,
  arrowLeft: ArrowLeft,
  arrowRight: ArrowRight,
  bars: BarChart3,
  briefcase: Briefcase,
  calendar: Calendar,
  camera: Camera,
  cart: ShoppingCart,
  check: Check,
  close: X,
  monitor: Monitor,
  moon: Moon,
  pin: MapPin,
  play: Play,
  search: Search,
  star: Star,
  sun: Sun,
  thumbsUp: ThumbsUp,
  trash: Trash2,
  tools: Wrench,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof PUBLIC_ICONS;

export interface IconProps<N extends string> {
  name: N;
  size?: number;
  className?: string;
  filled?: boolean;
}

/** An `Icon` component over a set of icons. */
export function iconOf<T extends Record<string, LucideIcon>>(icons: T) {
  return function Icon({ name, size = 20, className, filled = false }: IconProps<keyof T & string>) {
    const Glyph = icons[name] as LucideIcon;
    return (
      <Glyph
        className={className ? `icon ${className}` : 'icon'}
        size={size}
        strokeWidth={1.8}
        fill={filled ? 'currentColor' : 'none'}
        aria-hidden="true"
        focusable="false"
      />
    );
  };
}

export const Icon = iconOf(PUBLIC_ICONS);
