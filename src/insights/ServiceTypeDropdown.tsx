import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import {
  ALL_SERVICES_TEXT,
  selectedItemIndex,
  typeaheadMatch,
} from './serviceTypeDropdownItems.js';
import type { DropdownItem } from './serviceTypeDropdownItems.js';

// A select-only combobox as in the WAI-ARIA APG example
// (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/):
// DOM focus stays on the combobox and aria-activedescendant points at the active option.

/** How long a pause ends a type-ahead word, as in the APG example and native selects. */
const TYPEAHEAD_RESET_MS = 500;
/** How far PageUp and PageDown move the active option (APG). */
const PAGE_SIZE = 10;

export type ServiceTypeDropdownProps = {
  items: readonly DropdownItem[];
  /** The group segment of the route: a group slug or all-groups. */
  selectedGroup: string;
  /** The type segment of the route: a type slug or all-services. */
  selectedType: string;
  /** Called when the user chooses an entry other than the current one (SPEC §2). */
  onSelect: (item: DropdownItem) => void;
  /** The combobox's id; the label, listbox and option ids derive from it. */
  id?: string;
};

export function ServiceTypeDropdown({
  items,
  selectedGroup,
  selectedType,
  onSelect,
  id,
}: ServiceTypeDropdownProps) {
  // useId keeps the server markup and the hydrated markup identical.
  const generatedId = useId();
  const comboboxId = id ?? `${generatedId}service-type`;
  const labelId = `${comboboxId}-label`;
  const listboxId = `${comboboxId}-listbox`;
  const optionId = (index: number) => `${comboboxId}-option-${index}`;

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const comboboxRef = useRef<HTMLDivElement>(null);
  const typeahead = useRef<{ text: string; timer: ReturnType<typeof setTimeout> | undefined }>({
    text: '',
    timer: undefined,
  });

  const selectedIndex = selectedItemIndex(items, selectedGroup, selectedType);
  const lastIndex = items.length - 1;
  // Selection follows the active option while the listbox is open (APG select-only example);
  // Enter commits it, Escape and Tab drop it.
  const highlightedIndex = open ? activeIndex : selectedIndex;
  const activeDescendant = open && items[activeIndex] ? optionId(activeIndex) : undefined;

  useEffect(() => {
    const buffer = typeahead.current;
    return () => clearTimeout(buffer.timer);
  }, []);

  useEffect(() => {
    if (activeDescendant) {
      document.getElementById(activeDescendant)?.scrollIntoView({ block: 'nearest' });
    }
  }, [activeDescendant]);

  const show = (index: number) => {
    setActiveIndex(Math.min(Math.max(index, 0), Math.max(lastIndex, 0)));
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    clearTimeout(typeahead.current.timer);
    typeahead.current.text = '';
  };

  const choose = (index: number) => {
    close();
    const item = items[index];
    if (item && index !== selectedIndex) onSelect(item);
  };

  const typeAhead = (character: string) => {
    const buffer = typeahead.current;
    clearTimeout(buffer.timer);
    buffer.text += character.toLowerCase();
    buffer.timer = setTimeout(() => {
      buffer.text = '';
    }, TYPEAHEAD_RESET_MS);
    const current = open ? activeIndex : selectedIndex;
    const match = typeaheadMatch(items, buffer.text, current);
    show(match === -1 ? current : match);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, altKey, ctrlKey, metaKey } = event;
    // A space inside a word being typed belongs to the word ("All services").
    const printable = key.length === 1 && !altKey && !ctrlKey && !metaKey;
    if (printable && (key !== ' ' || typeahead.current.text !== '')) {
      event.preventDefault();
      typeAhead(key);
      return;
    }

    if (!open) {
      const opening: Partial<Record<string, number>> = {
        ArrowDown: selectedIndex,
        ArrowUp: selectedIndex,
        Enter: selectedIndex,
        ' ': selectedIndex,
        Home: 0,
        End: lastIndex,
      };
      const index = opening[key];
      if (index !== undefined) {
        event.preventDefault();
        show(index);
      }
      return;
    }

    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        show(activeIndex + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (altKey) choose(activeIndex);
        else show(activeIndex - 1);
        return;
      case 'Home':
        event.preventDefault();
        show(0);
        return;
      case 'End':
        event.preventDefault();
        show(lastIndex);
        return;
      case 'PageUp':
        event.preventDefault();
        show(activeIndex - PAGE_SIZE);
        return;
      case 'PageDown':
        event.preventDefault();
        show(activeIndex + PAGE_SIZE);
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        return;
      case 'Escape':
        // Handled here: an enclosing dialog must not close with the listbox.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      case 'Tab':
        // Focus moves on as usual; the brief's rule is that Tab commits nothing.
        close();
        return;
    }
  };

  const onComboboxClick = () => {
    if (open) close();
    else show(selectedIndex);
  };

  // Keeps DOM focus on the combobox, so clicking an option is not a blur (which closes).
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return (
    <div className="service-type-dropdown">
      <div
        id={labelId}
        className="service-type-dropdown__label"
        onClick={() => comboboxRef.current?.focus()}
      >
        Service type
      </div>
      <div
        ref={comboboxRef}
        id={comboboxId}
        role="combobox"
        tabIndex={0}
        className="service-type-dropdown__button"
        aria-controls={listboxId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-labelledby={labelId}
        aria-activedescendant={activeDescendant}
        onKeyDown={onKeyDown}
        onClick={onComboboxClick}
        // Clicking outside or tabbing away closes without choosing.
        onBlur={close}
      >
        {items[selectedIndex]?.text ?? ALL_SERVICES_TEXT}
      </div>
      <div
        id={listboxId}
        role="listbox"
        className="service-type-dropdown__listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        onMouseDown={keepFocus}
      >
        {items.map((item, index) => (
          <div
            key={`${item.type}:${item.groupSlug}:${item.value}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlightedIndex}
            className={[
              'service-type-dropdown__option',
              item.type === 'group'
                ? 'service-type-dropdown__option--group'
                : 'service-type-dropdown__option--type',
              open && index === activeIndex ? 'service-type-dropdown__option--active' : null,
            ]
              .filter(Boolean)
              .join(' ')}
            onClick={() => choose(index)}
          >
            {item.text}
          </div>
        ))}
      </div>
    </div>
  );
}
