import { SelectMenu } from '../ui/SelectMenu.js';
import { ServiceTypeIcon } from '../ui/icons/ServiceTypeIcon.js';
import { ALL_SERVICES_TEXT, selectedItemIndex } from './serviceTypeDropdownItems.js';
import type { DropdownItem } from './serviceTypeDropdownItems.js';

export type ServiceTypeDropdownProps = {
  items: readonly DropdownItem[];
  /** The group segment of the route: a group slug or all-groups. */
  selectedGroup: string;
  /** The type segment of the route: a type slug or all-services. */
  selectedType: string;
  /** Called when the user chooses an entry other than the current one (docs/product.md#routes). */
  onSelect: (item: DropdownItem) => void;
  /** The combobox's id; the label, listbox and option ids derive from it. */
  id?: string;
};

const itemText = (item: DropdownItem | null) => item?.text ?? ALL_SERVICES_TEXT;
const itemKey = (item: DropdownItem | null) => (item ? `${item.type}:${item.groupSlug}:${item.value}` : '');

/**
 * The service type filter (docs/product.md#directory dropdown items: groups and their types, each
 * type with its icon). Choosing rewrites the route (docs/product.md#directory), which the owner
 * does in `onSelect`.
 */
export function ServiceTypeDropdown({ items, selectedGroup, selectedType, onSelect, id }: ServiceTypeDropdownProps) {
  const selected = items[selectedItemIndex(items, selectedGroup, selectedType)] ?? null;
  return (
    <SelectMenu
      label="Service type"
      className="service-type-dropdown"
      items={items}
      selectedItem={selected}
      itemToString={itemText}
      itemToKey={itemKey}
      onSelect={onSelect}
      {...(id ? { id } : {})}
      itemClassName={(item) =>
        item.type === 'group' ? 'service-type-dropdown__option--group' : 'service-type-dropdown__option--type'
      }
      renderItem={(item) => {
        if (item.type === 'group') return item.text;
        return (
          <>
            <ServiceTypeIcon name={item.icon} className="select-menu__icon" />
            {item.text}
          </>
        );
      }}
    />
  );
}
