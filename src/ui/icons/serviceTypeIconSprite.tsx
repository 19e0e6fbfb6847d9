import {
  Baby,
  Banknote,
  Bug,
  Building2,
  CarFront,
  Car,
  CircleDollarSign,
  CreditCard,
  Droplet,
  Dumbbell,
  Flame,
  Fuel,
  Gavel,
  GraduationCap,
  HandCoins,
  HeartPulse,
  Hospital,
  House,
  IdCard,
  KeyRound,
  Landmark,
  Leaf,
  Newspaper,
  Package,
  PawPrint,
  Phone,
  Pill,
  SatelliteDish,
  ShieldCheck,
  Smartphone,
  Smile,
  SquareParking,
  Stethoscope,
  Sun,
  Trash2,
  Tv,
  Umbrella,
  Users,
  Wifi,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

import { SERVICE_TYPE_ICON_FALLBACK, serviceTypeIconId } from './ServiceTypeIcon.js';

// SPEC §3: a service type has an `icon`, a name the directory API answers (GET
// /directory/service_types). This is the one place those names become drawings. They are drawn
// once per document, on the server, as an SVG sprite (<symbol>s) that ServiceTypeIcon points at
// with <use>: a page's JavaScript carries only the icon's name, never its 41 drawings.
const iconsByName: Readonly<Record<string, LucideIcon>> = {
  baby: Baby,
  bolt: Zap,
  box: Package,
  bug: Bug,
  building: Building2,
  car: Car,
  'car-dollar': CarFront,
  cash: Banknote,
  'credit-card': CreditCard,
  dental: Smile,
  droplet: Droplet,
  dumbbell: Dumbbell,
  flame: Flame,
  fuel: Fuel,
  gavel: Gavel,
  'graduation-cap': GraduationCap,
  heart: HeartPulse,
  home: House,
  'home-dollar': HandCoins,
  hospital: Hospital,
  'id-card': IdCard,
  key: KeyRound,
  landmark: Landmark,
  leaf: Leaf,
  newspaper: Newspaper,
  paw: PawPrint,
  phone: Smartphone,
  'phone-classic': Phone,
  pill: Pill,
  road: SquareParking,
  satellite: SatelliteDish,
  shield: ShieldCheck,
  stethoscope: Stethoscope,
  sun: Sun,
  tools: Wrench,
  tooth: Smile,
  trash: Trash2,
  tv: Tv,
  umbrella: Umbrella,
  users: Users,
  wifi: Wifi,
};

/** Every icon name we can draw (tests check the directory's names against it). */
export const knownServiceTypeIcons: readonly string[] = Object.keys(iconsByName);

const symbols: readonly (readonly [id: string, Icon: LucideIcon])[] = [
  ...Object.entries(iconsByName).map(([name, Icon]) => [serviceTypeIconId(name), Icon] as const),
  [serviceTypeIconId(SERVICE_TYPE_ICON_FALLBACK), CircleDollarSign],
];

/** The sprite, rendered by the server into every page outside the app (renderer/+onRenderHtml). */
export function ServiceTypeIconSprite() {
  return (
    <svg className="icon-sprite" aria-hidden="true" focusable="false">
      <defs>
        {symbols.map(([id, Icon]) => (
          <symbol key={id} id={id} viewBox="0 0 24 24">
            <Icon width={24} height={24} />
          </symbol>
        ))}
      </defs>
    </svg>
  );
}
