import {
  Award, Baby, Bot, Brain, Briefcase, Building, Calculator, Calendar, ChartLine, CircleCheck, Clock, Code, DollarSign,
  Droplets, Eye, FileText, Flame, Gauge, Globe, GraduationCap, Handshake, HeartPulse, House, Layers, Lightbulb, Link,
  Mail, MapPin, Megaphone, MessageCircle, PenTool, Phone, Rocket, Scissors, Search, ShieldCheck, ShoppingCart,
  Smartphone, Smile, Sparkles, Star, Stethoscope, Target, Thermometer, TrendingUp, Umbrella, Users, Utensils, Wrench,
  Zap, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../generated/page.ts';

/** The one icon map: every name the schema allows has exactly one picture (tsc checks both directions). */
const icons: Record<IconName, LucideIcon> = {
  award: Award, baby: Baby, bot: Bot, brain: Brain, briefcase: Briefcase, building: Building, calculator: Calculator,
  calendar: Calendar, 'chart-line': ChartLine, 'check-circle': CircleCheck, clock: Clock, code: Code,
  'dollar-sign': DollarSign, droplets: Droplets, eye: Eye, 'file-text': FileText, flame: Flame, gauge: Gauge, globe: Globe,
  'graduation-cap': GraduationCap, handshake: Handshake, 'heart-pulse': HeartPulse, house: House, layers: Layers,
  lightbulb: Lightbulb, link: Link, mail: Mail, 'map-pin': MapPin, megaphone: Megaphone, 'message-circle': MessageCircle,
  'pen-tool': PenTool, phone: Phone, rocket: Rocket, scissors: Scissors, search: Search, 'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart, smartphone: Smartphone, smile: Smile, sparkles: Sparkles, star: Star,
  stethoscope: Stethoscope, target: Target, thermometer: Thermometer, 'trending-up': TrendingUp, umbrella: Umbrella,
  users: Users, utensils: Utensils, wrench: Wrench, zap: Zap,
};

/** A decorative icon: hidden from screen readers, because the text beside it already says what it means. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Picture = icons[name];
  return <Picture className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
