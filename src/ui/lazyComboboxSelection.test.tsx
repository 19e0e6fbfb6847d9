// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { CityBox } from './lazyDownshiftControls.fixtures.js';

// A file of its own: Downshift must not be loaded yet when the stand-in is reached.
it('text selected in the stand-in stays selected in the control that takes over, so typing replaces it', async () => {
  const user = userEvent.setup({ document });
  render(<CityBox />);
  const standIn = screen.getByRole<HTMLInputElement>('combobox', { name: 'City' });
  // Reached, typed into and selected whole before Downshift's chunk can arrive (as a person who
  // selects their text to type over it, or Playwright's fill, does).
  act(() => standIn.focus());
  fireEvent.change(standIn, { target: { value: 'sea' } });
  standIn.setSelectionRange(0, 3);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).not.toBe(standIn));
  const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'City' });
  expect(document.activeElement).toBe(input);
  expect([input.selectionStart, input.selectionEnd]).toEqual([0, 3]);
  await user.keyboard('po');
  expect(input.value).toBe('po');
});
