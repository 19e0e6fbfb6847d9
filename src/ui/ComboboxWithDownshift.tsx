import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useId, useLayoutEffect, useState, type RefObject } from 'react';
import { classNames } from './classNames.js';
import type { ComboboxProps, TextSelection } from './Combobox.js';
import { FieldText } from './FieldText.js';
import { focusLostWithRemovedControl } from './lazyControlFocus.js';
import { listboxIds } from './listboxIds.js';

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
 * from the library. Escape closes the list, a second Escape clears the text. Loaded when the person
 * first reaches the control (src/ui/Combobox.tsx); `focusOnMount`: it replaces the server-rendered
 * input that had focus, so focus and the caret or selection move to it.
 */
export function ComboboxWithDownshift<Item>({
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
  focusOnMount = false,
  selectionOnMount,
}: ComboboxProps<Item> & {
  focusOnMount?: boolean;
  /** Filled by the stand-in as it leaves, in the same commit, before this mounts. */
  selectionOnMount?: RefObject<TextSelection | null>;
}) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}combobox`;
  // Taking over from a focused input: suggestions that arrived meanwhile show at once.
  const [open, setOpen] = useState(focusOnMount);
  useLayoutEffect(() => {
    const input = document.getElementById(inputId);
    if (!focusOnMount || !(input instanceof HTMLInputElement) || !focusLostWithRemovedControl()) {
      return;
    }
    input.focus();
    const end = input.value.length;
    const selection = selectionOnMount?.current;
    input.setSelectionRange(Math.min(selection?.start ?? end, end), Math.min(selection?.end ?? end, end));
    // Only when taking over; later renders leave focus alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const isOpen = open && items.length > 0;
  const ids = listboxIds(inputId);
  const { highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<Item>({
    items: [...items],
    itemToString,
    itemToKey,
    inputId,
    ...ids,
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
          'aria-activedescendant': isOpen && highlightedIndex > -1 ? ids.getItemId(highlightedIndex) : undefined,
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
                className: classNames('combobox__option', index === highlightedIndex && 'combobox__option--active'),
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
