import {
  AlertTriangle,
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  BarChart3,
  Bell,
  Bold,
  Briefcase,
  Building2,
  Calendar,
  Camera,
  Check,
  ChevronDown,
  ChevronRight,
  Clock,
  Globe,
  Heading1,
  Heading2,
  Heading3,
  Inbox,
  Italic,
  Link2,
  List,
  ListOrdered,
  Mail,
  MapPin,
  Megaphone,
  Monitor,
  Moon,
  PanelTopClose,
  PanelTopOpen,
  Phone,
  Play,
  RemoveFormatting,
  Search,
  Send,
  Server,
  ShieldCheck,
  ShoppingCart,
  SlidersHorizontal,
  Star,
  Sun,
  ThumbsUp,
  Trash2,
  TrendingUp,
  Underline,
  LayoutTemplate,
  Wrench,
  X,
  // task screens
  GripVertical,
  ListTodo,
  type LucideIcon,
} from 'lucide-react';

/** The one icon set of the web app (lucide); every icon is decorative: the control around it carries the label. */
const ICONS = {
  alert: AlertTriangle,
  arrowDown: ArrowDown,
  arrowLeft: ArrowLeft,
  arrowRight: ArrowRight,
  arrowUp: ArrowUp,
  bars: BarChart3,
  bell: Bell,
  bold: Bold,
  briefcase: Briefcase,
  building: Building2,
  calendar: Calendar,
  camera: Camera,
  cart: ShoppingCart,
  check: Check,
  chevron: ChevronRight,
  chevronDown: ChevronDown,
  clock: Clock,
  close: X,
  collapse: PanelTopClose,
  expand: PanelTopOpen,
  globe: Globe,
  h1: Heading1,
  h2: Heading2,
  h3: Heading3,
  inbox: Inbox,
  italic: Italic,
  link: Link2,
  list: List,
  listOrdered: ListOrdered,
  mail: Mail,
  megaphone: Megaphone,
  monitor: Monitor,
  moon: Moon,
  phone: Phone,
  pin: MapPin,
  play: Play,
  removeFormatting: RemoveFormatting,
  search: Search,
  send: Send,
  server: Server,
  shieldCheck: ShieldCheck,
  sliders: SlidersHorizontal,
  star: Star,
  sun: Sun,
  template: LayoutTemplate,
  thumbsUp: ThumbsUp,
  trash: Trash2,
  tools: Wrench,
  trend: TrendingUp,
  underline: Underline,
  // task screens: the Kanban card's drag handle, the admin menu's Úkoly
  grip: GripVertical,
  tasks: ListTodo,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export function Icon({
  name,
  size = 20,
  className,
  filled = false,
}: {
  name: IconName;
  size?: number;
  className?: string;
  filled?: boolean;
}) {
  const Glyph = ICONS[name];
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
}
