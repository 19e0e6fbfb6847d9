import {
  ArrowDown,
  ArrowUp,
  Baby,
  Bell,
  Banknote,
  Bug,
  Building2,
  Car,
  CarFront,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  CircleDollarSign,
  CircleUserRound,
  CreditCard,
  Droplet,
  Download,
  Dumbbell,
  Ellipsis,
  Flame,
  Fuel,
  Gauge,
  Gavel,
  GraduationCap,
  HandCoins,
  HeartPulse,
  Hospital,
  House,
  IdCard,
  Inbox,
  Info,
  KeyRound,
  Landmark,
  LayoutGrid,
  Leaf,
  LogIn,
  LogOut,
  Mail,
  Newspaper,
  Package,
  PanelLeftClose,
  PanelLeftOpen,
  PawPrint,
  Phone,
  PiggyBank,
  Pill,
  Plus,
  ReceiptText,
  RotateCcw,
  SatelliteDish,
  Search,
  Settings,
  Settings2,
  ShieldCheck,
  Smartphone,
  Smile,
  Sparkles,
  SquareParking,
  Stethoscope,
  Sun,
  Trash2,
  TrendingUp,
  TriangleAlert,
  Tv,
  Umbrella,
  UserPlus,
  Users,
  Wallet,
  Wifi,
  Wrench,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';

import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconSymbolId, type IconName } from './Icon.js';
import { SERVICE_TYPE_ICON_FALLBACK, serviceTypeIconId } from './ServiceTypeIcon.js';
import { FULL_SPRITE_ATTRIBUTE } from './spriteSymbols.js';

// Server only (docs/performance.md#first-load-javascript): the one module that imports
// lucide-react. Every icon a page uses is drawn once per document, on the server, as an SVG sprite
// (<symbol>s) that Icon and ServiceTypeIcon point at with <use>, so client JavaScript carries icon names, never
// lucide's drawings or its runtime. iconSprite.test.tsx fails if any other module of the app
// imports lucide-react.

/** The app's icons (Icon.tsx): `satisfies` keeps this map and IconName in step. */
const iconsByName = {
  'arrow-down': ArrowDown,
  'arrow-up': ArrowUp,
  bell: Bell,
  building: Building2,
  'chevron-down': ChevronDown,
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  'circle-user-round': CircleUserRound,
  'credit-card': CreditCard,
  download: Download,
  ellipsis: Ellipsis,
  gauge: Gauge,
  inbox: Inbox,
  info: Info,
  'key-round': KeyRound,
  landmark: Landmark,
  'layout-grid': LayoutGrid,
  'log-in': LogIn,
  'log-out': LogOut,
  mail: Mail,
  'panel-left-close': PanelLeftClose,
  'panel-left-open': PanelLeftOpen,
  'piggy-bank': PiggyBank,
  plus: Plus,
  'receipt-text': ReceiptText,
  'rotate-ccw': RotateCcw,
  search: Search,
  settings: Settings,
  'settings-2': Settings2,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  trash: Trash2,
  'trending-up': TrendingUp,
  'triangle-alert': TriangleAlert,
  'user-plus': UserPlus,
  wallet: Wallet,
  wrench: Wrench,
  x: X,
} as const satisfies Record<IconName, LucideIcon>;

/** Every IconName, each with its symbol in the sprite (tests check it). */
export const knownIcons: readonly string[] = Object.keys(iconsByName);

// docs/product.md#directory: a service type has an `icon`, a name the directory API answers (GET
// /directory/service_types). This is the one place those names become drawings.
const serviceTypeIconsByName: Readonly<Record<string, LucideIcon>> = {
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
export const knownServiceTypeIcons: readonly string[] = Object.keys(serviceTypeIconsByName);

const symbols: readonly (readonly [id: string, Icon: LucideIcon])[] = [
  ...Object.entries(iconsByName).map(([name, Icon]) => [iconSymbolId(name), Icon] as const),
  ...Object.entries(serviceTypeIconsByName).map(([name, Icon]) => [serviceTypeIconId(name), Icon] as const),
  [serviceTypeIconId(SERVICE_TYPE_ICON_FALLBACK), CircleDollarSign],
];

/**
 * A lucide drawing's elements without lucide's own <svg> around them (its size, class and stroke
 * attributes): the symbol gives the viewBox, and the stroke style (the same for every lucide icon)
 * is set once, on every <use>, by the stylesheet (renderer/styles/base.css). That wrapper was about
 * 270 bytes in each of some 80 symbols, in every page (docs/performance.md#server-rendering).
 */
function renderDrawing(Icon: LucideIcon): string {
  const markup = renderToStaticMarkup(<Icon />);
  const inner = /^<svg\b[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (inner === undefined) throw new Error(`Unexpected lucide markup: ${markup.slice(0, 80)}`);
  // SVG elements may close themselves in HTML: `<path d="…"/>`, not `<path d="…"></path>`.
  return inner.replace(/<(\w+)([^<>]*)><\/\1>/g, '<$1$2/>');
}

/** Each icon's drawing, rendered once: the whole sprite and the pages' sprites both use it. */
const drawings = new Map<LucideIcon, string>();

function drawingOf(Icon: LucideIcon): string {
  let drawing = drawings.get(Icon);
  if (drawing === undefined) {
    drawing = renderDrawing(Icon);
    drawings.set(Icon, drawing);
  }
  return drawing;
}

/**
 * Each symbol's content: the drawing of the first symbol that uses an icon, and a reference to
 * that symbol for the others (the same icon serves an app name and a service type's).
 */
const symbolContents: readonly (readonly [id: string, html: string])[] = (() => {
  const firstSymbolOf = new Map<LucideIcon, string>();
  return symbols.map(([id, Icon]) => {
    const first = firstSymbolOf.get(Icon);
    if (first !== undefined) return [id, `<use href="#${first}"/>`] as const;
    firstSymbolOf.set(Icon, id);
    return [id, drawingOf(Icon)] as const;
  });
})();

const drawingById: ReadonlyMap<string, string> = new Map(symbols.map(([id, Icon]) => [id, drawingOf(Icon)] as const));

function symbolHtml(id: string, html: string): string {
  return `<symbol id="${id}" viewBox="0 0 24 24">${html}</symbol>`;
}

/**
 * The whole sprite as a file of its own, which the browser fetches when it draws an icon the
 * page's sprite lacks (spriteSymbols.ts), under a name that changes with its content: the build
 * writes it among the client's assets (scripts/build-server.ts), the development server answers it
 * (server/app.ts).
 */
export const fullSpriteFile = (() => {
  const content =
    '<svg xmlns="http://www.w3.org/2000/svg"><defs>' +
    symbolContents.map(([id, html]) => symbolHtml(id, html)).join('') +
    '</defs></svg>';
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  return { path: `/assets/icon-sprite-${hash}.svg`, content };
})();

/**
 * The page's sprite, rendered by the server outside the app (renderer/+onRenderHtml): the symbols
 * in `symbolIds` (those its render used), each with its own drawing, and the address of the whole
 * sprite for the icons the browser draws later. Unknown ids are left out.
 */
export function pageSpriteHtml(symbolIds: Iterable<string>): string {
  let defs = '';
  for (const id of [...symbolIds].sort()) {
    const drawing = drawingById.get(id);
    if (drawing !== undefined) defs += symbolHtml(id, drawing);
  }
  return (
    `<svg class="icon-sprite" aria-hidden="true" focusable="false" ` +
    `${FULL_SPRITE_ATTRIBUTE}="${fullSpriteFile.path}"><defs>${defs}</defs></svg>`
  );
}

/** The whole sprite as an element (tests draw icons against it). */
export function IconSprite() {
  return (
    <svg className="icon-sprite" aria-hidden="true" focusable="false">
      <defs>
        {symbolContents.map(([id, html]) => (
          <symbol key={id} id={id} viewBox="0 0 24 24" dangerouslySetInnerHTML={{ __html: html }} />
        ))}
      </defs>
    </svg>
  );
}
