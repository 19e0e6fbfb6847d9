import billerBrandsJson from './billerBrands.json' with { type: 'json' };

/**
 * Real national and regional billers, hand-written in billerBrands.json by kind of bill:
 * [name, service type slugs, where they bill]. `where` is 'national' or the 2-letter states served.
 * Footprints are the broad service areas a household would recognise, not exact franchise maps.
 * Popularity is filled in by buildBillers.
 */
export type BillerBrand = readonly [name: string, serviceTypeSlugs: readonly string[], where: string];

// A JSON import types its rows as plain arrays, not as the tuples they are.
const brandsByKind = billerBrandsJson as unknown as Record<string, readonly BillerBrand[]>;

export const billerBrands: readonly BillerBrand[] = Object.values(brandsByKind).flat();
