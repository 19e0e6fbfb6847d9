// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { areas } from '../routing/areas.js';
import { AreaHeader, PageHeader } from './PageHeader.js';

describe('PageHeader', () => {
  it('gives the page its one h1 and its purpose', () => {
    render(<PageHeader heading="Wallet">Cards and bank accounts you pay with.</PageHeader>);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    expect(screen.getByText('Cards and bank accounts you pay with.').tagName).toBe('P');
  });

  it('has no empty paragraph without a purpose', () => {
    const { container } = render(<PageHeader heading="Search" />);
    expect(container.querySelector('p')).toBeNull();
  });

  it("for an area uses the area's own heading and description", () => {
    render(<AreaHeader area={areas.wallet} />);
    expect(screen.getByRole('heading', { level: 1, name: areas.wallet.heading })).toBeTruthy();
    expect(screen.getByText(areas.wallet.description)).toBeTruthy();
  });
});
