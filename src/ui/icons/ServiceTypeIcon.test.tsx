// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceTypeIcon } from './ServiceTypeIcon.js';
import { IconSprite } from './iconSprite.js';

function renderIcon(name: string | null) {
  const { container } = render(
    <>
      <IconSprite />
      <ServiceTypeIcon name={name} className="row-icon" />
    </>,
  );
  const icon = container.querySelector('svg.service-type-icon');
  const target = icon?.querySelector('use')?.getAttribute('href') ?? '';
  return { container, icon, symbol: container.querySelector(`symbol${target}`) };
}

describe('ServiceTypeIcon', () => {
  it('is decorative and points at its drawing in the page sprite', () => {
    const { icon, symbol } = renderIcon('bolt');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('focusable')).toBe('false');
    expect(icon?.getAttribute('class')).toBe('service-type-icon row-icon');
    expect(symbol?.id).toBe('service-type-icon-bolt');
    expect(symbol?.querySelector('svg, path')).toBeTruthy();
  });

  it('falls back to the generic bill for a missing or malformed (unsafe) name', () => {
    for (const name of [null, '"><script>', 'Bolt', 'a'.repeat(41)]) {
      const { symbol, container } = renderIcon(name);
      expect(symbol?.id).toBe('service-type-icon-unknown');
      container.remove();
    }
  });
});
