// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState.js';

describe('ErrorState', () => {
  it('is announced as an alert with its heading and text', () => {
    render(<ErrorState title="Bills are unavailable">Try again in a minute.</ErrorState>);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Bills are unavailable' })).toBeTruthy();
    expect(alert.textContent).toContain('Try again in a minute.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry that works by keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState title="Search failed" onRetry={onRetry} retryLabel="Search again" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search again' }));
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('on a page that opens with the error is not an alert, and can be the h1', () => {
    render(<ErrorState title="Page not found" headingLevel={1} alert={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
