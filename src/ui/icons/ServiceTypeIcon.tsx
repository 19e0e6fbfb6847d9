import { classNames } from '../classNames.js';
import { SpriteIcon } from './SpriteIcon.js';

/** The drawing of a name the sprite does not know: a generic bill. */
export const SERVICE_TYPE_ICON_FALLBACK = 'unknown';

const knownName = /^[a-z0-9-]{1,40}$/;

/** The id of a service type icon's <symbol> in the page's sprite (iconSprite.tsx). */
export function serviceTypeIconId(name: string | null): string {
  return `service-type-icon-${name && knownName.test(name) ? name : SERVICE_TYPE_ICON_FALLBACK}`;
}

/**
 * A service type's icon (`icon`; docs/product.md#directory), drawn from the sprite the server put
 * in the page: decorative, since the type's name is always written beside it.
 */
export function ServiceTypeIcon({ name, className }: { name: string | null; className?: string }) {
  return <SpriteIcon symbolId={serviceTypeIconId(name)} className={classNames('service-type-icon', className)} />;
}
