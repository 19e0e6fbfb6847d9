// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { areas, type Area } from '../../routing/areas.js';
import { AreaIcon } from './AreaIcon.js';

function drawing(area: Area): string {
  const { container } = render(<AreaIcon area={area} className="nav__icon" />);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error(`No icon for ${area.id}`);
  expect(svg.getAttribute('aria-hidden')).toBe('true');
  expect(svg.getAttribute('focusable')).toBe('false');
  expect(svg.getAttribute('class')).toContain('nav__icon');
  return svg.innerHTML;
}

describe('AreaIcon', () => {
  it('draws a decorative icon for every area, a different one for each', () => {
    const all = Object.values(areas);
    const drawings = all.map(drawing);
    expect(new Set(drawings).size).toBe(all.length);
  });

  it('draws a generic icon for an area it does not know', () => {
    const unknown = { ...areas.wallet, id: 'not-an-area' } as unknown as Area;
    expect(drawing(unknown)).not.toBe(drawing(areas.wallet));
  });
});
