// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SelectMenu, loadSelectMenu } from './SelectMenu.js';

const ranges = ['Last month', 'Last 3 months', 'Last 6 months', 'Last year'] as const;
type Range = (typeof ranges)[number];

function Owner({ onSelect }: { onSelect: (range: Range) => void }) {
  const [range, setRange] = useState<Range>('Last 3 months');
  return (
    <>
      <SelectMenu<Range>
        label="Date range"
        items={ranges}
        selectedItem={range}
        itemToString={(item) => item ?? ''}
        itemToKey={(item) => item ?? ''}
        onSelect={(item) => {
          setRange(item);
          onSelect(item);
        }}
        renderItem={(item) => <strong>{item}</strong>}
      />
      <button type="button">Next</button>
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  const onSelect = vi.fn<(range: Range) => void>();
  render(<Owner onSelect={onSelect} />);
  const combobox = screen.getByRole('combobox', { name: 'Date range' });
  return { user, onSelect, combobox };
}

const listbox = () => screen.getByRole('listbox', { hidden: true });
const active = (combobox: HTMLElement) =>
  document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '')?.textContent;

// Downshift's control, as it is once the person has reached it (its server-rendered stand-in
// before that: src/ui/lazyDownshiftControls.test.tsx).
beforeAll(() => loadSelectMenu());

describe('SelectMenu', () => {
  it('is a labelled select-only combobox showing the current choice, collapsed', () => {
    const { combobox } = setup();
    expect(combobox.textContent).toBe('Last 3 months');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.getAttribute('aria-controls')).toBe(listbox().id);
    expect(combobox.tabIndex).toBe(0);
    expect(listbox().hidden).toBe(true);
    expect(within(listbox()).getAllByRole('option', { hidden: true })).toHaveLength(4);
  });

  it('opens on Enter at the current choice, moves with the arrows, chooses with Enter', async () => {
    const { user, combobox, onSelect } = setup();
    await user.tab();
    expect(document.activeElement).toBe(combobox);
    await user.keyboard('{Enter}');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(listbox().hidden).toBe(false);
    expect(active(combobox)).toBe('Last 3 months');
    expect(screen.getByRole('option', { name: 'Last 3 months' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(active(combobox)).toBe('Last 6 months');
    await user.keyboard('{End}');
    expect(active(combobox)).toBe('Last year');
    await user.keyboard('{Home}');
    expect(active(combobox)).toBe('Last month');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('Last month');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.textContent).toBe('Last month');
    expect(document.activeElement).toBe(combobox);
  });

  it('chooses with Space, and opens with the arrow keys', async () => {
    const { user, combobox, onSelect } = setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(combobox.textContent).not.toBe('Last 3 months');
  });

  it('Escape closes without choosing', async () => {
    const { user, combobox, onSelect } = setup();
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.textContent).toBe('Last 3 months');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('Tab away chooses nothing, even with another option active', async () => {
    const { user, combobox, onSelect } = setup();
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(combobox.textContent).toBe('Last 3 months');
  });

  it('chooses by click', async () => {
    const { user, combobox, onSelect } = setup();
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'Last year' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('Last year');
    expect(combobox.textContent).toBe('Last year');
  });
});
