// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Combobox, loadCombobox } from './Combobox.js';

type Biller = { slug: string; name: string };

const billers: Biller[] = [
  { slug: 'comcast-xfinity', name: 'Comcast Xfinity' },
  { slug: 'puget-sound-energy', name: 'Puget Sound Energy' },
  { slug: 'seattle-city-light', name: 'Seattle City Light' },
];

/** The owner filters the items as the person types (the real owners fetch them). */
function Owner({ onSelect, error }: { onSelect: (biller: Biller) => void; error?: string }) {
  const [text, setText] = useState('');
  const items = text ? billers.filter((biller) => biller.name.toLowerCase().includes(text.toLowerCase())) : [];
  return (
    <>
      <Combobox<Biller>
        label="Biller"
        hint="Type part of its name."
        error={error}
        items={items}
        itemToString={(biller) => biller?.name ?? ''}
        itemToKey={(biller) => biller?.slug ?? ''}
        inputValue={text}
        onInputChange={setText}
        onSelect={(biller) => {
          setText(biller.name);
          onSelect(biller);
        }}
        status={text ? `${items.length} found` : ''}
      />
      <button type="button">Next</button>
    </>
  );
}

function setup(error?: string) {
  const user = userEvent.setup();
  const onSelect = vi.fn<(biller: Biller) => void>();
  render(<Owner onSelect={onSelect} error={error} />);
  const input = screen.getByRole('combobox', { name: 'Biller' });
  return { user, onSelect, input };
}

const listbox = () => screen.getByRole('listbox', { hidden: true });
const optionTexts = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.textContent);

// Downshift's control, as it is once the person has reached it (its server-rendered stand-in
// before that: src/ui/lazyDownshiftControls.test.tsx).
beforeAll(() => loadCombobox());

describe('Combobox', () => {
  it('is a labelled list-autocomplete combobox, collapsed, described by its hint', () => {
    const { input } = setup();
    expect(screen.getByRole('combobox', { name: 'Biller', description: 'Type part of its name.' })).toBe(input);
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(listbox().id);
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(listbox().hidden).toBe(true);
  });

  it('opens on typing, moves through options with the arrows and chooses with Enter', async () => {
    const { user, input, onSelect } = setup();
    await user.type(input, 's');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionTexts()).toEqual(['Comcast Xfinity', 'Puget Sound Energy', 'Seattle City Light']);
    expect(screen.getByRole('status').textContent).toBe('3 found');

    await user.keyboard('{ArrowDown}');
    const options = within(listbox()).getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(input);

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(billers[1]);
    expect(input).toHaveProperty('value', 'Puget Sound Energy');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('chooses by click', async () => {
    const { user, input, onSelect } = setup();
    await user.type(input, 'light');
    await user.click(screen.getByRole('option', { name: 'Seattle City Light' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(billers[2]);
  });

  it('Escape closes the list, a second Escape clears the text; nothing is chosen', async () => {
    const { user, input, onSelect } = setup();
    await user.type(input, 'sea');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input).toHaveProperty('value', 'sea');
    await user.keyboard('{Escape}');
    expect(input).toHaveProperty('value', '');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('leaving by Tab chooses nothing, even with an option active', async () => {
    const { user, input, onSelect } = setup();
    await user.type(input, 'sea');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', 'sea');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays closed with nothing to suggest', async () => {
    const { user, input } = setup();
    await user.type(input, 'zzz');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('0 found');
  });

  it('with an error is invalid and reads the error before the hint', () => {
    const { input } = setup('Choose a biller from the list.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('combobox', {
        name: 'Biller',
        description: 'Choose a biller from the list. Type part of its name.',
      }),
    ).toBe(input);
  });
});
