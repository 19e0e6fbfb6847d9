import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useId, useState, type ReactNode } from 'react';
import { classNames } from './classNames.js';
import { FieldText } from './FieldText.js';
import type { FieldDescription } from './useFieldIds.js';

export type ComboboxProps<Item> = FieldDescription & {
  label: string;
  /** The suggestions for the current text (fetched by the owner, e.g. as the person types). */
  items: readonly Item[];
  itemToString: (item: Item | null) => string;
  itemToKey: (item: Item | null) => string;
  /** What the input shows (controlled). */
  inputValue: string;
  /** The person typed (not: a choice filled the input in). */
  onInputChange: (text: string) => void;
  onSelect: (item: Item) => void;
  renderItem?: (item: Item) => ReactNode;
  /** A live status line under the input ("Searching…", "3 results"). */
  status?: string;
  id?: string;
  className?: string;
  placeholder?: string;
};

/**
 * Leaving the input commits nothing (the list just closes): a choice here can move the page,
 * which must follow a deliberate Enter or click.
 */
function keepSelectionOnBlur<Item>(
  state: UseComboboxState<Item>,
  { type, changes }: UseComboboxStateChangeOptions<Item>,
): Partial<UseComboboxState<Item>> {
  if (type === useCombobox.stateChangeTypes.InputBlur) {
    return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  }
  return changes;
}

/**
 * A text input with a list of suggestions (WAI-ARIA APG combobox with list autocomplete), on
 * Downshift's useCombobox: roles, ids, aria-activedescendant, arrow keys, Enter and Escape come
 * from the library. Escape closes the list, a second Escape clears the text.
 */
export function Combobox<Item>({
  label,
  items,
  itemToString,
  itemToKey,
  inputValue,
  onInputChange,
  onSelect,
  renderItem,
  status,
  hint,
  error,
  id,
  className,
  placeholder,
}: ComboboxProps<Item>) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}combobox`;
  const [open, setOpen] = useState(false);
  const isOpen = open && items.length > 0;
  const { highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<Item>({
      items: [...items],
      itemToString,
      itemToKey,
      inputId,
      labelId: `${inputId}-label`,
      menuId: `${inputId}-listbox`,
      getItemId: (index) => `${inputId}-option-${index}`,
      inputValue,
      isOpen,
      // Every choice is reported, even of the place chosen last time.
      selectedItem: null,
      stateReducer: keepSelectionOnBlur,
      onIsOpenChange: (changes) => setOpen(changes.isOpen ?? false),
      onInputValueChange: ({ inputValue: text, type }) => {
        if (
          type === useCombobox.stateChangeTypes.InputChange ||
          type === useCombobox.stateChangeTypes.InputKeyDownEscape
        ) {
          onInputChange(text ?? '');
        }
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem !== null && selectedItem !== undefined) onSelect(selectedItem);
      },
    });
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const statusId = `${inputId}-status`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={classNames('field', 'combobox', error && 'field--invalid', className)}>
      <label {...getLabelProps({ className: 'field__label' })}>{label}</label>
      <input
        {...getInputProps({
          className: 'field__control combobox__input',
          placeholder,
          autoComplete: 'off',
          'aria-describedby': describedBy || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-activedescendant':
            isOpen && highlightedIndex > -1 ? `${inputId}-option-${highlightedIndex}` : undefined,
        })}
      />
      <ul {...getMenuProps({ className: 'combobox__listbox' })} hidden={!isOpen}>
        {isOpen &&
          items.map((item, index) => (
            <li
              key={itemToKey(item)}
              {...getItemProps({
                item,
                index,
                className: classNames(
                  'combobox__option',
                  index === highlightedIndex && 'combobox__option--active',
                ),
              })}
            >
              {renderItem ? renderItem(item) : itemToString(item)}
            </li>
          ))}
      </ul>
      <FieldText hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {status !== undefined ? (
        <p id={statusId} className="combobox__status" role="status" aria-live="polite">
          {status}
        </p>
      ) : null}
    </div>
  );
}
