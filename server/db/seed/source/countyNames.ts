import { toSlug } from './slug';

/**
 * Alaska's county equivalents carry different legal descriptors (borough, census area, city and
 * borough, municipality). The atlas only has the bare name, so the 2023 set is listed here.
 */
const alaskaDescriptors: Readonly<Record<string, string>> = {
  '02013': 'Borough',
  '02016': 'Census Area',
  '02020': 'Municipality',
  '02050': 'Census Area',
  '02060': 'Borough',
  '02063': 'Census Area',
  '02066': 'Census Area',
  '02068': 'Borough',
  '02070': 'Census Area',
  '02090': 'Borough',
  '02100': 'Borough',
  '02105': 'Census Area',
  '02110': 'City and Borough',
  '02122': 'Borough',
  '02130': 'Borough',
  '02150': 'Borough',
  '02158': 'Census Area',
  '02164': 'Borough',
  '02170': 'Borough',
  '02180': 'Census Area',
  '02185': 'Borough',
  '02188': 'Borough',
  '02195': 'Borough',
  '02198': 'Census Area',
  '02220': 'City and Borough',
  '02230': 'Municipality',
  '02240': 'Census Area',
  '02275': 'City and Borough',
  '02282': 'City and Borough',
  '02290': 'Census Area',
};

/**
 * Independent cities are county equivalents that share a name with a real county in the same
 * state and often the same metro (Fairfax city and Fairfax County, Baltimore city and Baltimore
 * County). Census codes them 510 and up in Virginia, Maryland (Baltimore) and Missouri (St. Louis).
 */
function isIndependentCity(fips: string): boolean {
  const state = fips.slice(0, 2);
  return (state === '51' || state === '24' || state === '29') && Number(fips.slice(2)) >= 510;
}

/** Display name as Census writes it (NAMELSAD): 'King County', 'Orleans Parish', 'Richmond city'. */
export function countyDisplayName(fips: string, name: string): string {
  const state = fips.slice(0, 2);
  if (fips === '11001') return 'District of Columbia';
  if (fips === '32510') return 'Carson City';
  if (isIndependentCity(fips)) return `${name} city`;
  if (state === '02') return `${name} ${alaskaDescriptors[fips] ?? 'Borough'}`;
  if (state === '22') return `${name} Parish`;
  if (state === '09') return `${name} Planning Region`;
  return `${name} County`;
}

/**
 * Hierarchy segment for a county: the bare name without County/Parish/Borough (`king`). An
 * independent city keeps a `-city` suffix so it never collides with its namesake county.
 */
export function countySlug(fips: string, name: string): string {
  return isIndependentCity(fips) ? toSlug(`${name} city`) : toSlug(name);
}
