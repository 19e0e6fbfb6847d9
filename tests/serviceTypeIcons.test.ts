import { describe, expect, it } from 'vitest';
import { serviceTypes } from '../server/db/seed/source/taxonomy.js';
import { knownServiceTypeIcons } from '../src/ui/icons/iconSprite.js';

// The directory's icon names (docs/operations.md#seed) come from the seed's taxonomy; each needs a
// drawing.
describe('service type icons', () => {
  it('draws every icon name the directory answers with', () => {
    const missing = serviceTypes.map((type) => type.icon).filter((icon) => !knownServiceTypeIcons.includes(icon));
    expect(missing).toEqual([]);
  });
});
