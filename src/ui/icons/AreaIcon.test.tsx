// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { areas, type Area } from '../../routing/areas.js';
import { AreaIcon } from './AreaIcon.js';
import { IconSprite } from './iconSprite.js';

/** The sprite symbol an area's icon points at. */
function symbolOf(area: Area): string {
  const { container } = render(
    <>
      <IconSprite />
      <AreaIcon area={area} className="nav__icon" />
    </>,
  );
  const svg = container.querySelector('svg.nav__icon');
  if (!svg) throw new Error(`No icon for ${area.id}`);
  expect(svg.getAttribute('aria-hidden')).toBe('true');
  expect(svg.getAttribute('focusable')).toBe('false');
  const target = svg.querySelector('use')?.getAttribute('href') ?? '';
  const symbol = container.querySelector(`symbol${target}`);
  if (!symbol) throw new Error(`The sprite has no ${target} for ${area.id}`);
  container.remove();
  return symbol.id;
}

describe('AreaIcon', () => {
  it('draws a decorative icon from the sprite for every area, a different one for each', () => {
    const all = Object.values(areas);
    const symbols = all.map(symbolOf);
    expect(symbols).toContain('icon-wallet');
    expect(new Set(symbols).size).toBe(all.length);
  });

  it('draws a generic icon for an area it does not know', () => {
    const unknown = { ...areas.wallet, id: 'not-an-area' } as unknown as Area;
    expect(symbolOf(unknown)).toBe('icon-layout-grid');
  });
});
