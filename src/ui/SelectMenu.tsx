import { useSelect, type UseSelectState, type UseSelectStateChangeOptions } from 'downshift';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { classNames } from './classNames.js';

export type SelectMenuProps<Item> = {
  label: string;
  items: readonly Item[];
  /** The current choice (controlled: the owner decides, e.g. from the route). */
  selectedItem: Item | null;
  itemToString: (item: Item | null) => string;
  itemToKey: (item: Item | null) => string;
  /** Called when the person chooses an item other than the current one. */
  onSelect: (item: Item) => void;
  /** The option's content (an icon and the text); the text by default. */
  renderItem?: (item: Item) => ReactNode;
  /** Extra class names of an option (e.g. group headings apart from their entries). */
  itemClassName?: (item: Item) => string;
  /** The combobox's id; the label, listbox and option ids derive from it. */
  id?: string;
  className?: string;
};

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
 */
export function SelectMenu<Item>({
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
}: SelectMenuProps<Item>) {
  const generatedId = useId();
  const toggleButtonId = id ?? `${generatedId}select`;
  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
  } = useSelect<Item>({
    items: [...items],
    selectedItem,
    itemToString,
    itemToKey,
    toggleButtonId,
    labelId: `${toggleButtonId}-label`,
    menuId: `${toggleButtonId}-listbox`,
    getItemId: (index) => `${toggleButtonId}-option-${index}`,
    stateReducer: keepSelectionOnBlur,
    onSelectedItemChange: ({ selectedItem: chosen }) => {
      if (chosen !== null && chosen !== undefined) onSelect(chosen);
    },
  });
  const activeDescendant =
    isOpen && highlightedIndex > -1 ? `${toggleButtonId}-option-${highlightedIndex}` : undefined;
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
        <ChevronDown className="select-menu__chevron" aria-hidden="true" focusable="false" />
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
