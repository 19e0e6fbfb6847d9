// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ServiceTypeGroup } from '../api/contracts/directoryContract.js';
import { ServiceTypeDropdown } from './ServiceTypeDropdown.js';
import { buildDropdownItems } from './serviceTypeDropdownItems.js';
import type { DropdownItem } from './serviceTypeDropdownItems.js';
import { loadSelectMenu } from '../ui/SelectMenu.js';

const utilities = { id: 1, slug: 'utilities', name: 'Utilities' };
const telecom = { id: 2, slug: 'telecom', name: 'Telecom' };
const loans = { id: 3, slug: 'loans', name: 'Loans' };

function serviceType(id: number, name: string, group: ServiceTypeGroup) {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return { id, slug, name, icon: slug, service_type_group: group };
}

// Index: 0 All services, 1 Utilities, 2 Electric, 3 Gas, 4 Water & Sewer, 5 Telecom,
// 6 Internet & Cable, 7 Mobile Phone, 8 Loans, 9 Auto Loan, 10 Mortgage.
const items = buildDropdownItems(
  [utilities, telecom, loans],
  [
    serviceType(10, 'Electric', utilities),
    serviceType(11, 'Gas', utilities),
    serviceType(12, 'Water & Sewer', utilities),
    serviceType(20, 'Internet & Cable', telecom),
    serviceType(21, 'Mobile Phone', telecom),
    serviceType(30, 'Auto Loan', loans),
    serviceType(31, 'Mortgage', loans),
  ],
);

function item(text: string): DropdownItem {
  const found = items.find((candidate) => candidate.text === text);
  if (!found) throw new Error(`No item ${text}`);
  return found;
}

function renderDropdown(selectedGroup = 'all-groups', selectedType = 'all-services') {
  const onSelect = vi.fn<(item: DropdownItem) => void>();
  const user = userEvent.setup();
  render(
    <>
      <ServiceTypeDropdown
        items={items}
        selectedGroup={selectedGroup}
        selectedType={selectedType}
        onSelect={onSelect}
      />
      <button type="button">Next field</button>
    </>,
  );
  const combobox = screen.getByRole('combobox', { name: 'Service type' });
  return { onSelect, user, combobox };
}

/** The dropdown focused and `keys` pressed on it: where the keyboard tests start. */
async function keysOnDropdown(keys: string, selectedGroup?: string, selectedType?: string) {
  const rendered = renderDropdown(selectedGroup, selectedType);
  rendered.combobox.focus();
  await rendered.user.keyboard(keys);
  return rendered;
}

function listbox() {
  return screen.getByRole('listbox', { name: 'Service type' });
}

function activeOption(combobox: HTMLElement) {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

function selectedOptions() {
  return screen
    .getAllByRole('option', { hidden: true })
    .filter((option) => option.getAttribute('aria-selected') === 'true');
}

// Downshift's control, as it is once the person has reached it (its server-rendered stand-in
// before that: src/ui/lazyDownshiftControls.test.tsx).
beforeAll(() => loadSelectMenu());

describe('ServiceTypeDropdown closed', () => {
  it('is a collapsed combobox labelled by the visible label, showing All services', () => {
    const { combobox } = renderDropdown();
    expect(screen.getByText('Service type').id).toBe(combobox.getAttribute('aria-labelledby'));
    expect(combobox).toHaveProperty('textContent', 'All services');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.getAttribute('aria-haspopup')).toBe('listbox');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
    expect(combobox.tabIndex).toBe(0);
    // The hidden listbox is out of the accessibility tree but still controlled by the combobox.
    expect(screen.queryByRole('listbox')).toBeNull();
    const hiddenListbox = screen.getByRole('listbox', { hidden: true });
    expect(combobox.getAttribute('aria-controls')).toBe(hiddenListbox.id);
  });

  it('shows the chosen type, else the chosen group', () => {
    const { combobox } = renderDropdown('telecom', 'mobile-phone');
    expect(combobox.textContent).toBe('Mobile Phone');
    expect(selectedOptions().map((option) => option.textContent)).toEqual(['Mobile Phone']);
  });

  it('shows the chosen group when all its services are chosen', () => {
    const { combobox } = renderDropdown('telecom', 'all-services');
    expect(combobox.textContent).toBe('Telecom');
  });

  it('renders no inline styles (CSP) and marks groups and types apart', () => {
    const { combobox } = renderDropdown();
    expect(combobox.closest('.service-type-dropdown')?.querySelector('[style]')).toBeNull();
    const options = screen.getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(items.map(({ text }) => text));
    const groupOptions = options.filter((option) => option.classList.contains('service-type-dropdown__option--group'));
    expect(groupOptions.map((option) => option.textContent)).toEqual(['All services', 'Utilities', 'Telecom', 'Loans']);
  });
});

describe('ServiceTypeDropdown keyboard (APG select-only combobox)', () => {
  it('opens on ArrowDown at the chosen option and moves with the arrow, Home, End and Page keys', async () => {
    const { user, combobox } = renderDropdown('utilities', 'gas');
    await user.tab();
    expect(document.activeElement).toBe(combobox);

    await user.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(listbox()).toBeTruthy();
    expect(activeOption(combobox)?.textContent).toBe('Gas');

    await user.keyboard('{ArrowDown}');
    expect(activeOption(combobox)?.textContent).toBe('Water & Sewer');
    expect(activeOption(combobox)?.classList).toContain('select-menu__option--active');
    // aria-selected marks the chosen entry (Downshift's select); the active one is the
    // aria-activedescendant.
    expect(selectedOptions().map((option) => option.textContent)).toEqual(['Gas']);

    // Each key, and the option active after it: the ends hold, Page keys jump to them.
    for (const [keys, active] of [
      ['{ArrowUp}{ArrowUp}', 'Electric'],
      ['{End}', 'Mortgage'],
      ['{ArrowDown}', 'Mortgage'],
      ['{Home}', 'All services'],
      ['{ArrowUp}', 'All services'],
      ['{PageDown}', 'Mortgage'],
      ['{PageUp}', 'All services'],
    ]) {
      await user.keyboard(keys ?? '');
      expect(activeOption(combobox)?.textContent).toBe(active);
    }
    // Focus never leaves the combobox (aria-activedescendant pattern).
    expect(document.activeElement).toBe(combobox);
  });

  it.each(['{Enter}', ' ', '{ArrowUp}'])('opens on %s without moving', async (key) => {
    const { combobox } = await keysOnDropdown(key, 'telecom', 'all-services');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(combobox)?.textContent).toBe('Telecom');
  });

  it('jumps to the option starting with the typed characters', async () => {
    const { user, combobox } = await keysOnDropdown('mo');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(combobox)?.textContent).toBe('Mobile Phone');
    await user.keyboard('r');
    expect(activeOption(combobox)?.textContent).toBe('Mortgage');
  });

  it('keeps a space typed inside a word as part of the word', async () => {
    const { combobox, onSelect } = await keysOnDropdown('{ArrowDown}auto l');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(combobox)?.textContent).toBe('Auto Loan');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('starts a new word after a pause', async () => {
    // shouldAdvanceTime: Testing Library's own zero-delay timeouts must still run.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { combobox } = renderDropdown();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    combobox.focus();
    await user.keyboard('w');
    expect(activeOption(combobox)?.textContent).toBe('Water & Sewer');
    await user.keyboard('g');
    // "wg" matches nothing: the active option stays.
    expect(activeOption(combobox)?.textContent).toBe('Water & Sewer');
    act(() => vi.advanceTimersByTime(600));
    await user.keyboard('g');
    expect(activeOption(combobox)?.textContent).toBe('Gas');
  });

  it('selects the active option on Enter and closes', async () => {
    const { user, combobox, onSelect } = await keysOnDropdown('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption(combobox)?.textContent).toBe('Gas');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(item('Gas'));
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
    expect(document.activeElement).toBe(combobox);
  });

  it('selects a group heading, meaning the group with all its services', async () => {
    const { onSelect } = await keysOnDropdown('{ArrowDown}t{Enter}', 'utilities', 'gas');
    expect(onSelect).toHaveBeenCalledWith({
      text: 'Telecom',
      value: 'telecom',
      type: 'group',
      icon: null,
      groupSlug: 'telecom',
    });
  });

  it('closes on Escape without selecting', async () => {
    const { user, combobox, onSelect } = await keysOnDropdown('{ArrowDown}{ArrowDown}{Escape}', 'utilities', 'gas');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(onSelect).not.toHaveBeenCalled();
    expect(combobox.textContent).toBe('Gas');
    // Reopening starts again from the chosen option, not where the user left off.
    await user.keyboard('{ArrowDown}');
    expect(activeOption(combobox)?.textContent).toBe('Gas');
  });

  it('closes on Tab without selecting and lets focus move on', async () => {
    const { user, combobox, onSelect } = await keysOnDropdown('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next field' }));
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('does not report choosing the option already chosen', async () => {
    const { combobox, onSelect } = await keysOnDropdown('{ArrowDown}{Enter}', 'utilities', 'gas');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('ServiceTypeDropdown mouse', () => {
  it('opens on click and selects the clicked option', async () => {
    const { user, combobox, onSelect } = renderDropdown();
    await user.click(combobox);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Internet & Cable' }));
    expect(onSelect).toHaveBeenCalledWith(item('Internet & Cable'));
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox);
  });

  it('closes on a click outside without selecting', async () => {
    const { user, combobox, onSelect } = renderDropdown();
    await user.click(combobox);
    await user.click(document.body);
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('toggles closed on a second click and focuses the combobox from its label', async () => {
    const { user, combobox } = renderDropdown();
    await user.click(screen.getByText('Service type'));
    expect(document.activeElement).toBe(combobox);
    await user.click(combobox);
    await user.click(combobox);
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('ServiceTypeDropdown with its owner', () => {
  function RoutedDropdown() {
    const [route, setRoute] = useState({ group: 'all-groups', type: 'all-services' });
    return (
      <ServiceTypeDropdown
        items={items}
        selectedGroup={route.group}
        selectedType={route.type}
        onSelect={(chosen) =>
          setRoute({
            group: chosen.groupSlug,
            type: chosen.type === 'group' ? 'all-services' : chosen.value,
          })
        }
        id="service-type"
      />
    );
  }

  it('shows and marks the new choice', async () => {
    const user = userEvent.setup();
    render(<RoutedDropdown />);
    const combobox = screen.getByRole('combobox', { name: 'Service type' });
    expect(combobox.id).toBe('service-type');
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'Loans' }));
    expect(combobox.textContent).toBe('Loans');
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption(combobox)?.id).toBe('service-type-option-8');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Loans');
  });
});

describe('ServiceTypeDropdown server rendering', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hydrates the server markup without a mismatch', async () => {
    const dropdown = (
      <ServiceTypeDropdown
        items={items}
        selectedGroup="telecom"
        selectedType="mobile-phone"
        onSelect={() => undefined}
      />
    );
    const html = renderToString(dropdown);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();

    const root = await act(async () => hydrateRoot(container, dropdown, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    const combobox = screen.getByRole('combobox', { name: 'Service type' });
    expect(combobox.textContent).toBe('Mobile Phone');
    act(() => root.unmount());
    container.remove();
  });
});
