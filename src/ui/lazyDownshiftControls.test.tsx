// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CityBox, RangeMenu, type Range } from './lazyDownshiftControls.fixtures.js';

// The server renders, and the browser hydrates, stand-ins for Downshift's controls; Downshift
// arrives when the person first reaches one (docs/performance.md#first-load-javascript): what was
// done meanwhile is not lost. Their markup: src/ui/lazyDownshiftMarkup.test.tsx (a file of its own:
// Downshift not loaded).

describe('before Downshift arrives', () => {
  it('a typed text is kept, and focus and the caret move to the control that takes over', async () => {
    const user = userEvent.setup();
    render(<CityBox />);
    const standIn = screen.getByRole('combobox', { name: 'City' });
    await user.click(standIn);
    await user.keyboard('se');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).not.toBe(standIn));
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'City' });
    expect(input.value).toBe('se');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(2);
    // The suggestions found meanwhile show at once, and the keyboard works as before.
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input.value).toBe('Seattle');
  });

  it('a key that opens the select opens it when Downshift arrives, at the current choice', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn<(range: Range) => void>();
    render(<RangeMenu onSelect={onSelect} />);
    const standIn = screen.getByRole('combobox', { name: 'Date range' });
    standIn.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Date range' })).not.toBe(standIn));
    const combobox = screen.getByRole('combobox', { name: 'Date range' });
    expect(document.activeElement).toBe(combobox);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(combobox.getAttribute('aria-activedescendant')).toBe('range-option-1');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('Last year');
  });
});
