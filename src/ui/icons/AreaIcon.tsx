import type { Area, areas } from '../../routing/areas.js';
import { Icon, type IconName } from './Icon.js';

// One icon per product area (docs/product.md#routes), drawn from the page's sprite like every icon
// (docs/performance.md#first-load-javascript).
const iconsByArea = {
  bills: 'receipt-text',
  paymentHistory: 'rotate-ccw',
  billsToPay: 'trending-up',
  biller: 'building',
  wallet: 'wallet',
  identityProtection: 'shield-check',
  creditScore: 'gauge',
  doxoPlus: 'sparkles',
  savings: 'piggy-bank',
  search: 'search',
  userAccount: 'circle-user-round',
} as const satisfies Record<keyof typeof areas, IconName>;

const byId: Readonly<Record<string, IconName>> = iconsByArea;

/** An area's icon, decorative: the area's name is always its link's text. */
export function AreaIcon({ area, className }: { area: Area; className?: string }) {
  return <Icon name={byId[area.id] ?? 'layout-grid'} className={className} />;
}
