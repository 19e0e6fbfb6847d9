// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RenameRemoveButtons } from './RenameRemoveButtons.js';

describe('RenameRemoveButtons', () => {
  it('names each button after the row and asks for that change of that row', async () => {
    const onChange = vi.fn();
    const row = { id: 3 };
    render(<RenameRemoveButtons name="Home power" item={row} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename Home power' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'rename', item: row });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Home power' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'remove', item: row });
  });
});
