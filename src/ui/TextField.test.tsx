// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField.js';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Account nickname"
      hint="Shown only to you."
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={value.length > 5 ? 'Use 5 characters or fewer.' : null}
    />
  );
}

describe('TextField', () => {
  it('is a labelled text box, focused by its label, described by its hint', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email" hint="We send receipts here." type="email" />);
    const box = screen.getByRole('textbox', {
      name: 'Email',
      description: 'We send receipts here.',
    });
    expect(box.getAttribute('type')).toBe('email');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByText('Email'));
    expect(document.activeElement).toBe(box);
  });

  it('ties a new error to the field (error read first) and drops it when fixed', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Account nickname' });
    await user.type(box, 'Household');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', {
        name: 'Account nickname',
        description: 'Use 5 characters or fewer. Shown only to you.',
      }),
    ).toBe(box);
    await user.clear(box);
    await user.type(box, 'Home');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBe(`${box.id}-hint`);
  });

  it('with a hidden label is still named by it', () => {
    render(<TextField label="Search billers" hideLabel type="search" />);
    const box = screen.getByRole('searchbox', { name: 'Search billers' });
    expect(screen.getByText('Search billers').className).toBe('visually-hidden');
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps the id it is given so a page can link to it', () => {
    render(<TextField label="ZIP code" id="zip" error="Enter 5 digits." />);
    const box = screen.getByRole('textbox', { name: 'ZIP code', description: 'Enter 5 digits.' });
    expect(box.id).toBe('zip');
    expect(document.getElementById('zip-error')?.textContent).toBe('Enter 5 digits.');
  });
});
