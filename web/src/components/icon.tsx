import {
  AlertTriangle,
  ArrowRight,
  Briefcase,
  Camera,
  Monitor,
  Moon,
  Play,
  Search,
  ShoppingCart,
  Star,
  Sun,
  ThumbsUp,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons of what every page shows (lucide), drawn by `Icon`: the header and footer, the home page, the
 * crash screen. The other public pages draw more through `page-icon.tsx`, the back office through
 * `back-office-icon.tsx`, so that their icons stay out of the home page's bundle. Every icon is
 * decorative: the control around it carries the label.
 */
export const SHELL_ICONS = {
  alert: AlertTriangle,
  arrowRight: ArrowRight,
  briefcase: Briefcase,
  camera: Camera,
  cart: ShoppingCart,
  monitor: Monitor,
  moon: Moon,
  play: Play,
  search: Search,
  star: Star,
  sun: Sun,
  thumbsUp: ThumbsUp,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof SHELL_ICONS;

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

export const Icon = iconOf(SHELL_ICONS);
