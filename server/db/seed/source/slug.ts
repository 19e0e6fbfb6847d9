/**
 * Builds the URL-safe slug used in route segments and location hierarchies
 * (docs/product.md#location-hierarchy): lowercase, accents stripped, every run of non-alphanumerics
 * collapsed to one hyphen, no hyphen at either end. "Water & Sewer" → "water-sewer", "Doña Ana" →
 * "dona-ana".
 */
export function toSlug(name: string): string {
  return (
    name
      // Decompose accented letters so the diacritic becomes a separate mark we can drop.
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
