import { describe, it, expect } from 'vitest';
import { toSlug } from './slug';

describe('toSlug', () => {
  it('joins words with single hyphens and drops punctuation', () => {
    expect(toSlug('Water & Sewer')).toBe('water-sewer');
    expect(toSlug('Seattle-Tacoma-Bellevue, WA')).toBe('seattle-tacoma-bellevue-wa');
    expect(toSlug('Nashville-Davidson--Murfreesboro--Franklin, TN')).toBe(
      'nashville-davidson-murfreesboro-franklin-tn',
    );
  });

  it('strips accents and treats apostrophes like any other separator', () => {
    expect(toSlug('Doña Ana')).toBe('dona-ana');
    expect(toSlug('Ca\u0301ceres')).toBe('caceres');
    expect(toSlug("Coeur d'Alene")).toBe('coeur-d-alene');
  });

  it('trims leading and trailing separators', () => {
    expect(toSlug('  --Internet / Cable!! ')).toBe('internet-cable');
    expect(toSlug('')).toBe('');
  });
});
