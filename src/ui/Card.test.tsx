// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.js';
import { Card } from './Card.js';

describe('Card', () => {
  it('with a heading is a region named by it, actions beside the heading', () => {
    render(
      <Card heading="Upcoming bills" headingLevel={3} actions={<Button>Settings</Button>}>
        <p>Nothing due this week.</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Upcoming bills' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Upcoming bills' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Settings' })).toBeTruthy();
    expect(within(region).getByText('Nothing due this week.')).toBeTruthy();
  });

  it('uses an h2 by default', () => {
    render(<Card heading="Wallet">x</Card>);
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet' })).toBeTruthy();
  });

  it('without a heading adds no landmark (no unnamed regions)', () => {
    render(<Card>Plain content</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Plain content').className).toBe('card');
  });
});
