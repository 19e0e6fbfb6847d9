// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.js';

describe('Button', () => {
  it('is a native button named by its text (not its icon) that never submits by default', () => {
    render(
      <form>
        <Button icon="plus">Pay bill</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay bill' });
    expect(button.getAttribute('type')).toBe('button');
    const icon = button.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('class')).toBe('button__icon');
    expect(icon?.querySelector('use')?.getAttribute('href')).toBe('#icon-plus');
  });

  it('runs its action by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('submits its form when asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit} aria-label="Payment">
        <Button type="submit">Pay</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('when busy stays focusable, says so, and ignores presses (no double payment)', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          Pay
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with aria-disabled stays focusable (to read its reason) but does nothing', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button aria-disabled aria-describedby="why" onClick={onClick}>
          Save settings
        </Button>
        <p id="why">Choose a biller first.</p>
      </>,
    );
    const button = screen.getByRole('button', {
      name: 'Save settings',
      description: 'Choose a biller first.',
    });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard(' ');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when disabled is skipped by Tab and cannot be pressed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button disabled onClick={onClick}>
          Remove
        </Button>
        <Button>Next</Button>
      </>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
