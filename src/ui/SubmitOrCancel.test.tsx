// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitOrCancel } from './SubmitOrCancel.js';

describe('SubmitOrCancel', () => {
  it('submits with its label, and Cancel leaves the form unsent', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <SubmitOrCancel label="Add bill" busy={false} onCancel={onCancel} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Add bill' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
