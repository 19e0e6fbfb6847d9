// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmRemoval } from './ConfirmRemoval.js';

describe('ConfirmRemoval', () => {
  it('says what removing does and offers Remove beside Keep it', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmRemoval error={null} busy={false} onConfirm={onConfirm} onCancel={onCancel}>
        This bill leaves your list.
      </ConfirmRemoval>,
    );
    expect(screen.getByText('This bill leaves your list.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('announces the refusal as an alert', () => {
    render(
      <ConfirmRemoval error="A scheduled payment uses it." busy={false} onConfirm={vi.fn()} onCancel={vi.fn()}>
        Gone.
      </ConfirmRemoval>,
    );
    expect(screen.getByRole('alert').textContent).toBe('A scheduled payment uses it.');
  });
});
