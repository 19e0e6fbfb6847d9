import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './classNames.js';
import { Icon } from './icons/Icon.js';
import type { ReachableControl } from './lazyControlFocus.js';
import { listboxIds } from './listboxIds.js';
import { lazyModule } from './lazyModule.js';
import { useLazyModule } from './useLazyModule.js';

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

// Downshift is not in the first load (docs/performance.md#first-load-javascript: the 140 KB
// budget): the server renders, and the browser hydrates, the markup of Downshift's select with its
// list closed (src/ui/SelectMenu.test.tsx compares them). The first time the person reaches it
// (focus, pointer), Downshift's version is fetched and takes over, with the focus; a click or a key
// that opens the list (arrows, Enter, Space) meanwhile opens it when it arrives.
const downshiftSelectMenu = lazyModule(() => import('./SelectMenuWithDownshift.js'));

/** Fetches Downshift's select now (tests of its behaviour; a page that wants it at once). */
export async function loadSelectMenu(): Promise<void> {
  await downshiftSelectMenu.load();
}

/** Keys with which the APG select-only combobox opens its list. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End']);

/**
 * A select-only combobox with rich options (icons, group headings), on Downshift's useSelect
 * once reached (src/ui/SelectMenuWithDownshift.tsx).
 */
export function SelectMenu<Item>(props: SelectMenuProps<Item>) {
  const generatedId = useId();
  const id = props.id ?? `${generatedId}select`;
  const [module, request] = useLazyModule(downshiftSelectMenu, 'load select menu');
  const [focused, setFocused] = useState(false);
  const [askedToOpen, setAskedToOpen] = useState(false);
  if (module) {
    return <module.SelectMenuWithDownshift {...props} id={id} focusOnMount={focused} openOnMount={askedToOpen} />;
  }
  return (
    <ClosedSelectMenu
      {...props}
      id={id}
      onFocusChange={setFocused}
      onReached={request}
      onOpen={() => {
        setAskedToOpen(true);
        request();
      }}
    />
  );
}

/** The markup of Downshift's select with its list closed. */
function ClosedSelectMenu<Item>({
  label,
  items,
  selectedItem,
  itemToString,
  itemToKey,
  renderItem,
  itemClassName,
  id: toggleButtonId,
  className,
  onFocusChange,
  onReached,
  onOpen,
}: SelectMenuProps<Item> & ReachableControl & { onOpen: () => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  const ids = listboxIds(toggleButtonId);
  return (
    <div className={classNames('select-menu', className)}>
      <label id={ids.labelId} htmlFor={toggleButtonId} className="field__label">
        {label}
      </label>
      <div
        aria-controls={ids.menuId}
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-labelledby={ids.labelId}
        id={toggleButtonId}
        role="combobox"
        tabIndex={0}
        className="field__control select-menu__button"
        onFocus={() => {
          onFocusChange(true);
          onReached();
        }}
        onBlur={() => onFocusChange(false)}
        onPointerEnter={onReached}
        onClick={onOpen}
        onKeyDown={onKeyDown}
      >
        <span className="select-menu__value">{itemToString(selectedItem)}</span>
        <Icon name="chevron-down" className="select-menu__chevron" />
      </div>
      <ul id={ids.menuId} role="listbox" aria-labelledby={ids.labelId} className="select-menu__listbox" hidden>
        {items.map((item, index) => (
          <li
            key={itemToKey(item)}
            aria-disabled="false"
            aria-selected={item === selectedItem}
            id={ids.getItemId(index)}
            role="option"
            className={classNames('select-menu__option', itemClassName?.(item))}
          >
            {renderItem ? renderItem(item) : itemToString(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
