// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from './Select.js';

function Controlled({ error }: { error?: string }) {
  const [range, setRange] = useState('91');
  return (
    <>
      <Select
        label="Date range"
        hint="Counted from today."
        error={error}
        value={range}
        onChange={(event) => setRange(event.target.value)}
      >
        <option value="91">Last 3 months</option>
        <optgroup label="Longer">
          <option value="182">Last 6 months</option>
          <option value="365">Last year</option>
        </optgroup>
      </Select>
      <p>chosen {range}</p>
    </>
  );
}

describe('Select', () => {
  it('is a labelled native select described by its hint', () => {
    render(<Controlled />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', {
      name: 'Date range',
      description: 'Counted from today.',
    });
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Last 3 months',
      'Last 6 months',
      'Last year',
    ]);
    expect(screen.getByRole('group', { name: 'Longer' })).toBeTruthy();
  });

  it('is reached by Tab and changes by choosing an option', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Date range' });
    await user.tab();
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, 'Last year');
    expect(select.value).toBe('365');
    expect(screen.getByText('chosen 365')).toBeTruthy();
  });

  it('marks itself invalid and is described by the error before the hint', () => {
    render(<Controlled error="Choose a shorter range." />);
    const select = screen.getByRole('combobox', {
      name: 'Date range',
      description: 'Choose a shorter range. Counted from today.',
    });
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('draws its arrow for sighted users only', () => {
    const { container } = render(<Controlled />);
    expect(container.querySelector('.select__chevron')?.getAttribute('aria-hidden')).toBe('true');
  });
});
