// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox.js';

function Controlled({ appearance }: { appearance?: 'checkbox' | 'switch' }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <Checkbox
        label="Paperless billing"
        appearance={appearance}
        checked={on}
        onChange={(event) => setOn(event.target.checked)}
        hint="We email your statements instead."
      />
      <p>{on ? 'on' : 'off'}</p>
    </>
  );
}

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles by click on its label and by Space', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Paperless billing' });
    expect(box.checked).toBe(false);
    await user.click(screen.getByText('Paperless billing'));
    expect(box.checked).toBe(true);
    expect(screen.getByText('on')).toBeTruthy();
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(screen.getByText('off')).toBeTruthy();
  });

  it('is reached by Tab and describes itself with its hint', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    const box = screen.getByRole('checkbox', {
      name: 'Paperless billing',
      description: 'We email your statements instead.',
    });
    expect(document.activeElement).toBe(box);
  });

  it('as a switch is announced as one and still toggles by Space', async () => {
    const user = userEvent.setup();
    render(<Controlled appearance="switch" />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Paperless billing' });
    await user.tab();
    await user.keyboard(' ');
    expect(toggle.checked).toBe(true);
  });

  it('shows an error, marks itself invalid and is described by the error', () => {
    render(<Checkbox label="I agree to the terms" error="Agree to the terms to continue." />);
    const box = screen.getByRole('checkbox', {
      name: 'I agree to the terms',
      description: 'Agree to the terms to continue.',
    });
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});
