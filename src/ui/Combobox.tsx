import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { classNames } from './classNames.js';
import { FieldText } from './FieldText.js';
import { listboxIds } from './listboxIds.js';
import { lazyModule } from './lazyModule.js';
import type { ReachableControl } from './lazyControlFocus.js';
import type { FieldDescription } from './useFieldIds.js';
import { useLazyModule } from './useLazyModule.js';

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

// Downshift (12 KB gzipped) is not in the first load of the pages that show a combobox
// (docs/performance.md#first-load-javascript: the 140 KB budget). The server renders, and the
// browser hydrates, the markup Downshift renders for a closed list (the same roles, ids and ARIA
// states; src/ui/Combobox.test.tsx compares them), so assistive technology meets the same control.
// The first time the person reaches it (focus, pointer), Downshift's version is fetched and takes
// over, with the focus, the caret and what was typed meanwhile (the text is the owner's state, so
// typing works before it arrives).
const downshiftCombobox = lazyModule(() => import('./ComboboxWithDownshift.js'));

/** Fetches Downshift's combobox now (tests of its behaviour; a page that wants it at once). */
export async function loadCombobox(): Promise<void> {
  await downshiftCombobox.load();
}

/**
 * A text input with a list of suggestions (WAI-ARIA APG combobox with list autocomplete), on
 * Downshift's useCombobox once reached (src/ui/ComboboxWithDownshift.tsx).
 */
export function Combobox<Item>(props: ComboboxProps<Item>) {
  const generatedId = useId();
  const id = props.id ?? `${generatedId}combobox`;
  const [module, request] = useLazyModule(downshiftCombobox, 'load combobox');
  const [focused, setFocused] = useState(false);
  // The stand-in's selection as it leaves: text selected then (a select-all before typing over
  // it) stays selected in Downshift's input, so what is typed next replaces it, not appends.
  const selection = useRef<TextSelection | null>(null);
  if (module) {
    return <module.ComboboxWithDownshift {...props} id={id} focusOnMount={focused} selectionOnMount={selection} />;
  }
  return (
    <ClosedCombobox {...props} id={id} onFocusChange={setFocused} onReached={request} selectionOnLeave={selection} />
  );
}

export type TextSelection = { start: number; end: number };

/** The markup of Downshift's combobox with its list closed; typing goes to the owner. */
function ClosedCombobox<Item>({
  label,
  inputValue,
  onInputChange,
  status,
  hint,
  error,
  id: inputId,
  className,
  placeholder,
  onFocusChange,
  onReached,
  selectionOnLeave,
}: ComboboxProps<Item> & ReachableControl & { selectionOnLeave: RefObject<TextSelection | null> }) {
  const input = useRef<HTMLInputElement>(null);
  // Runs as Downshift's input replaces this one, while this one is still in the document.
  useLayoutEffect(
    () => () => {
      const { current } = input;
      if (current && current === document.activeElement) {
        selectionOnLeave.current = {
          start: current.selectionStart ?? current.value.length,
          end: current.selectionEnd ?? current.value.length,
        };
      }
    },
    [selectionOnLeave],
  );
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const ids = listboxIds(inputId);
  return (
    <div className={classNames('field', 'combobox', error && 'field--invalid', className)}>
      <label id={ids.labelId} htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        ref={input}
        aria-autocomplete="list"
        aria-controls={ids.menuId}
        aria-expanded="false"
        aria-labelledby={ids.labelId}
        autoComplete="off"
        id={inputId}
        role="combobox"
        className="field__control combobox__input"
        placeholder={placeholder}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        value={inputValue}
        onFocus={() => {
          onFocusChange(true);
          onReached();
        }}
        onBlur={() => onFocusChange(false)}
        onPointerEnter={onReached}
        onChange={(event) => onInputChange(event.target.value)}
        onKeyDown={(event) => {
          // Downshift's Escape with the list closed: clear the text.
          if (event.key === 'Escape' && inputValue !== '') onInputChange('');
        }}
      />
      <ul id={ids.menuId} role="listbox" aria-labelledby={ids.labelId} className="combobox__listbox" hidden />
      <FieldText hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {status !== undefined ? (
        <p id={`${inputId}-status`} className="combobox__status" role="status" aria-live="polite">
          {status}
        </p>
      ) : null}
    </div>
  );
}
