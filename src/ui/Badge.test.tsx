// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.js';

describe('Badge', () => {
  it('says its status in words; the icon is hidden from screen readers', () => {
    const { container } = render(
      <Badge tone="success" icon="circle-check">
        Autopay on
      </Badge>,
    );
    const badge = screen.getByText('Autopay on');
    expect(badge.textContent).toBe('Autopay on');
    expect(badge.className).toBe('badge badge--success');
    const icon = container.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('focusable')).toBe('false');
    expect(icon?.querySelector('use')?.getAttribute('href')).toBe('#icon-circle-check');
  });

  it('is neutral and icon-free by default', () => {
    const { container } = render(<Badge>Due soon</Badge>);
    expect(screen.getByText('Due soon').className).toBe('badge badge--neutral');
    expect(container.querySelector('svg')).toBeNull();
  });
});
