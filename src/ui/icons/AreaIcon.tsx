import {
  Building2,
  CircleUserRound,
  Gauge,
  LayoutGrid,
  PiggyBank,
  ReceiptText,
  Search,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { Area, areas } from '../../routing/areas.js';

// One icon per product area (SPEC §2), from lucide-react: SVG components rendered on the server
// like any other markup, imported one by one so a bundle carries only the icons it draws.
const iconsByArea = {
  bills: ReceiptText,
  billsToPay: TrendingUp,
  biller: Building2,
  wallet: Wallet,
  identityProtection: ShieldCheck,
  creditScore: Gauge,
  doxoPlus: Sparkles,
  savings: PiggyBank,
  search: Search,
  userAccount: CircleUserRound,
} as const satisfies Record<keyof typeof areas, LucideIcon>;

const byId: Readonly<Record<string, LucideIcon>> = iconsByArea;

/** An area's icon, decorative: the area's name is always its link's text. */
export function AreaIcon({ area, className }: { area: Area; className?: string }) {
  const Icon = byId[area.id] ?? LayoutGrid;
  return <Icon className={className} aria-hidden="true" focusable="false" />;
}
