import { toSlug } from './slug';

/**
 * Hierarchy segment for a county: the Census short name without County/Parish/Borough (`king`).
 * An independent city's short name says so ('Alexandria (city)' → `alexandria-city`), so it never
 * collides with its namesake county (Fairfax city and Fairfax County).
 */
export function countySlug(shortName: string): string {
  return toSlug(shortName);
}
