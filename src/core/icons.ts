// The pictures behind the icon names editors choose. They are drawn at build time and travel with each
// page's data (only the icons that page uses), so the browser's JavaScript carries no icon table.
import {
  Award,
  Baby,
  Bot,
  Brain,
  Briefcase,
  Building,
  Calculator,
  Calendar,
  ChartLine,
  CircleCheck,
  Clock,
  Code,
  DollarSign,
  Droplets,
  Eye,
  FileText,
  Flame,
  Gauge,
  Globe,
  GraduationCap,
  Handshake,
  HeartPulse,
  House,
  Layers,
  Lightbulb,
  Link,
  Mail,
  MapPin,
  Megaphone,
  MessageCircle,
  PenTool,
  Phone,
  Rocket,
  Scissors,
  Search,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Smile,
  Sparkles,
  Star,
  Stethoscope,
  Target,
  Thermometer,
  TrendingUp,
  Umbrella,
  Users,
  Utensils,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconName } from '../generated/page.ts';
import { walkJson } from '../json-pointer.ts';

/** The one icon map: every name the schema allows has exactly one picture (tsc checks both directions). */
const pictures: Record<IconName, LucideIcon> = {
  award: Award,
  baby: Baby,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  building: Building,
  calculator: Calculator,
  calendar: Calendar,
  'chart-line': ChartLine,
  'check-circle': CircleCheck,
  clock: Clock,
  code: Code,
  'dollar-sign': DollarSign,
  droplets: Droplets,
  eye: Eye,
  'file-text': FileText,
  flame: Flame,
  gauge: Gauge,
  globe: Globe,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  'heart-pulse': HeartPulse,
  house: House,
  layers: Layers,
  lightbulb: Lightbulb,
  link: Link,
  mail: Mail,
  'map-pin': MapPin,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  'pen-tool': PenTool,
  phone: Phone,
  rocket: Rocket,
  scissors: Scissors,
  search: Search,
  'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart,
  smartphone: Smartphone,
  smile: Smile,
  sparkles: Sparkles,
  star: Star,
  stethoscope: Stethoscope,
  target: Target,
  thermometer: Thermometer,
  'trending-up': TrendingUp,
  umbrella: Umbrella,
  users: Users,
  utensils: Utensils,
  wrench: Wrench,
  zap: Zap,
};

const drawn = new Map<IconName, string>();

/** The inside of an icon's 24×24 SVG (its paths and shapes), as markup. */
export function iconMarkup(name: IconName): string {
  let markup = drawn.get(name);
  if (markup === undefined) {
    const svg = renderToStaticMarkup(createElement(pictures[name]));
    markup = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
    drawn.set(name, markup);
  }
  return markup;
}

const isIconName = (value: unknown): value is IconName => typeof value === 'string' && Object.hasOwn(pictures, value);

/** Every icon a page's blocks name (in any `icon` field, however deep), drawn. */
export function iconsUsedBy(blocks: unknown): Partial<Record<IconName, string>> {
  const used: Partial<Record<IconName, string>> = {};
  walkJson(blocks, (value, path) => {
    if (path[path.length - 1] === 'icon' && isIconName(value)) used[value] = iconMarkup(value);
  });
  return used;
}
