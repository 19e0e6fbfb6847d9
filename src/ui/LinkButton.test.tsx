// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LinkButton } from './LinkButton.js';

describe('LinkButton', () => {
  it('stays a link named by its text, with its href, reached by Tab', async () => {
    const user = userEvent.setup();
    render(
      <LinkButton href="/u/wallet" icon="wallet" variant="secondary">
        Open wallet
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Open wallet' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(link.getAttribute('href')).toBe('/u/wallet');
    expect(link.className).toContain('button--secondary');
    const icon = link.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('use')?.getAttribute('href')).toBe('#icon-wallet');
    await user.tab();
    expect(document.activeElement).toBe(link);
  });

  it('passes link attributes through (current page, new tab)', () => {
    render(
      <LinkButton href="/u/bills" aria-current="page">
        Bills
      </LinkButton>,
    );
    expect(screen.getByRole('link', { name: 'Bills' }).getAttribute('aria-current')).toBe('page');
  });
});
