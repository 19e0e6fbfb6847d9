// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.js';

describe('Skeleton', () => {
  it('is a busy status that screen readers hear by its label only', () => {
    const { container } = render(<Skeleton label="Loading your bills…" lines={4} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading your bills…');
    const lines = container.querySelectorAll('.skeleton__line');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws three lines by default', () => {
    const { container } = render(<Skeleton label="Loading…" />);
    expect(container.querySelectorAll('.skeleton__line')).toHaveLength(3);
  });
});
