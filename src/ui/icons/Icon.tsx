import { SpriteIcon } from './SpriteIcon.js';

/**
 * Every icon the app draws. A type only, so no module that names an icon imports its drawing:
 * the sprite (iconSprite.tsx) maps each name to one and must cover them all.
 */
export type IconName =
  | 'arrow-down'
  | 'arrow-up'
  | 'bell'
  | 'building'
  | 'chevron-down'
  | 'circle-alert'
  | 'circle-check'
  | 'circle-user-round'
  | 'credit-card'
  | 'download'
  | 'ellipsis'
  | 'gauge'
  | 'inbox'
  | 'info'
  | 'key-round'
  | 'landmark'
  | 'layout-grid'
  | 'log-in'
  | 'log-out'
  | 'mail'
  | 'panel-left-close'
  | 'panel-left-open'
  | 'piggy-bank'
  | 'plus'
  | 'receipt-text'
  | 'rotate-ccw'
  | 'search'
  | 'settings'
  | 'settings-2'
  | 'shield-check'
  | 'sparkles'
  | 'trash'
  | 'trending-up'
  | 'triangle-alert'
  | 'user-plus'
  | 'wallet'
  | 'wrench'
  | 'x';

/** The id of an icon's <symbol> in the page's sprite. */
export function iconSymbolId(name: string): string {
  return `icon-${name}`;
}

/** One of the app's icons, drawn from the page's sprite; decorative (see SpriteIcon). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SpriteIcon symbolId={iconSymbolId(name)} className={className} />;
}
