// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastTone } from './Toast.js';

function SaveButton({ message, tone }: { message: string; tone?: ToastTone }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, tone ? { tone } : undefined)}>
      Save {message}
    </button>
  );
}

function setup() {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <SaveButton message="Payment sent." tone="success" />
      <SaveButton message="Saved." />
    </ToastProvider>,
  );
  return user;
}

const region = () => screen.getByRole('region', { name: 'Notifications' });
const liveList = () => within(region()).getByRole('status');

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('has one polite live region in the page before any message (so additions are heard)', () => {
    setup();
    expect(liveList().getAttribute('aria-live')).toBe('polite');
    expect(liveList().textContent).toBe('');
  });

  it('announces a message in the polite region, with a dismiss button by keyboard', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Save Payment sent.' }));
    expect(liveList().textContent).toBe('Payment sent.');
    const toast = within(liveList()).getByText('Payment sent.').parentElement;
    expect(toast?.className).toBe('toast toast--success');
    expect(toast?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    const dismiss = within(liveList()).getByRole('button', { name: 'Dismiss notification' });
    dismiss.focus();
    await user.keyboard('{Enter}');
    expect(liveList().textContent).toBe('');
  });

  it('stacks messages and dismisses only the one asked', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Save Payment sent.' }));
    await user.click(screen.getByRole('button', { name: 'Save Saved.' }));
    const buttons = within(liveList()).getAllByRole('button', { name: 'Dismiss notification' });
    expect(buttons).toHaveLength(2);
    expect(within(liveList()).getByText('Saved.').parentElement?.className).toBe('toast toast--info');
    await user.click(buttons[0] as HTMLElement);
    expect(liveList().textContent).toBe('Saved.');
  });

  it('goes away by itself after the reading time, not before', () => {
    vi.useFakeTimers();
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Save Saved.' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(liveList().textContent).toBe('Saved.');
    act(() => vi.advanceTimersByTime(200));
    expect(liveList().textContent).toBe('');
  });

  it('outside a provider showing a toast does nothing (and does not throw)', async () => {
    const user = userEvent.setup();
    render(<SaveButton message="Saved." />);
    await user.click(screen.getByRole('button', { name: 'Save Saved.' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
