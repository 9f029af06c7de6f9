// The pictures behind the icon names (lucide's), drawn as SVG markup with React's server renderer. The
// build and the local studio draw them here; the studio on the web is built with the same drawings made
// in advance (src/studio/build/hosted-data.ts), so its page carries neither the pictures nor the renderer.
import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import Baby from 'lucide-react/icons/baby';
import Bot from 'lucide-react/icons/bot';
import Brain from 'lucide-react/icons/brain';
import Briefcase from 'lucide-react/icons/briefcase';
import Building from 'lucide-react/icons/building';
import Calculator from 'lucide-react/icons/calculator';
import Calendar from 'lucide-react/icons/calendar';
import ChartLine from 'lucide-react/icons/chart-line';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Code from 'lucide-react/icons/code';
import DollarSign from 'lucide-react/icons/dollar-sign';
import Droplets from 'lucide-react/icons/droplets';
import Eye from 'lucide-react/icons/eye';
import FileText from 'lucide-react/icons/file-text';
import Flame from 'lucide-react/icons/flame';
import Gauge from 'lucide-react/icons/gauge';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Handshake from 'lucide-react/icons/handshake';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import House from 'lucide-react/icons/house';
import Layers from 'lucide-react/icons/layers';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Link from 'lucide-react/icons/link';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageCircle from 'lucide-react/icons/message-circle';
import PenTool from 'lucide-react/icons/pen-tool';
import Phone from 'lucide-react/icons/phone';
import Rocket from 'lucide-react/icons/rocket';
import Scissors from 'lucide-react/icons/scissors';
import Search from 'lucide-react/icons/search';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Smartphone from 'lucide-react/icons/smartphone';
import Smile from 'lucide-react/icons/smile';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Target from 'lucide-react/icons/target';
import Thermometer from 'lucide-react/icons/thermometer';
import TrendingUp from 'lucide-react/icons/trending-up';
import Umbrella from 'lucide-react/icons/umbrella';
import Users from 'lucide-react/icons/users';
import Utensils from 'lucide-react/icons/utensils';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconName } from '../generated/page.ts';

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

/** Every icon name. */
export const iconNames = Object.keys(pictures) as IconName[];

export const hasIcon = (value: string): value is IconName => Object.hasOwn(pictures, value);

/** An icon's whole 24×24 SVG, as markup. */
export const drawIcon = (name: IconName): string => renderToStaticMarkup(createElement(pictures[name]));
