import { useSelect, type UseSelectState, type UseSelectStateChangeOptions } from 'downshift';
import { useId, useLayoutEffect } from 'react';
import { classNames } from './classNames.js';
import { Icon } from './icons/Icon.js';
import { focusLostWithRemovedControl } from './lazyControlFocus.js';
import { listboxIds } from './listboxIds.js';
import type { SelectMenuProps } from './SelectMenu.js';

/**
 * Leaving the list (Tab, a click elsewhere) commits nothing here: choosing rewrites the page,
 * which must only follow a deliberate choice (Enter, Space or a click).
 */
function keepSelectionOnBlur<Item>(
  state: UseSelectState<Item>,
  { type, changes }: UseSelectStateChangeOptions<Item>,
): Partial<UseSelectState<Item>> {
  if (type === useSelect.stateChangeTypes.ToggleButtonBlur) {
    return { ...changes, selectedItem: state.selectedItem };
  }
  return changes;
}

/**
 * A select-only combobox with rich options (icons, group headings), on Downshift's useSelect:
 * the WAI-ARIA APG keyboard (arrows, Home/End, Page keys, type-ahead, Enter/Space/Escape) and
 * roles, ids and aria-activedescendant come from the library, not from us.
 * Loaded when the person first reaches the menu (src/ui/SelectMenu.tsx): `focusOnMount` takes
 * focus over from the server-rendered button it replaces; `openOnMount` opens the list that
 * button was asked to open (a click, an arrow key, Enter or Space).
 */
export function SelectMenuWithDownshift<Item>({
  label,
  items,
  selectedItem,
  itemToString,
  itemToKey,
  onSelect,
  renderItem,
  itemClassName,
  id,
  className,
  focusOnMount = false,
  openOnMount = false,
}: SelectMenuProps<Item> & { focusOnMount?: boolean; openOnMount?: boolean }) {
  const generatedId = useId();
  const toggleButtonId = id ?? `${generatedId}select`;
  const ids = listboxIds(toggleButtonId);
  useLayoutEffect(() => {
    if (focusOnMount && focusLostWithRemovedControl()) {
      document.getElementById(toggleButtonId)?.focus();
    }
    // Only when taking over; later renders leave focus alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { isOpen, highlightedIndex, getLabelProps, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<Item>(
    {
      items: [...items],
      selectedItem,
      itemToString,
      itemToKey,
      toggleButtonId,
      ...ids,
      initialIsOpen: openOnMount,
      // Opening shows the current choice highlighted, as Downshift does when it opens the list.
      ...(openOnMount ? { initialHighlightedIndex: Math.max(selectedItem ? items.indexOf(selectedItem) : 0, 0) } : {}),
      stateReducer: keepSelectionOnBlur,
      onSelectedItemChange: ({ selectedItem: chosen }) => {
        if (chosen !== null && chosen !== undefined) onSelect(chosen);
      },
    },
  );
  const activeDescendant = isOpen && highlightedIndex > -1 ? ids.getItemId(highlightedIndex) : undefined;
  return (
    <div className={classNames('select-menu', className)}>
      <label {...getLabelProps({ className: 'field__label' })}>{label}</label>
      <div
        {...getToggleButtonProps({
          className: 'field__control select-menu__button',
          'aria-activedescendant': activeDescendant,
        })}
      >
        <span className="select-menu__value">{itemToString(selectedItem)}</span>
        <Icon name="chevron-down" className="select-menu__chevron" />
      </div>
      <ul {...getMenuProps({ className: 'select-menu__listbox' })} hidden={!isOpen}>
        {items.map((item, index) => (
          <li
            key={itemToKey(item)}
            {...getItemProps({
              item,
              index,
              className: classNames(
                'select-menu__option',
                itemClassName?.(item),
                isOpen && index === highlightedIndex && 'select-menu__option--active',
              ),
            })}
          >
            {renderItem ? renderItem(item) : itemToString(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
