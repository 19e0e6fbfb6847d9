// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.js';
import { LinkButton } from './LinkButton.js';

describe('EmptyState', () => {
  it('names what is missing in a heading and offers what to do', () => {
    const { container } = render(
      <EmptyState
        title="No bills yet"
        headingLevel={3}
        action={<LinkButton href="/u/search">Find a biller</LinkButton>}
      >
        Add a biller to see its bills here.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No bills yet' })).toBeTruthy();
    expect(screen.getByText('Add a biller to see its bills here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a biller' }).getAttribute('href')).toBe('/u/search');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is a quiet h2 without body or action by default (no alert, no status)', () => {
    render(<EmptyState title="Nothing here" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
