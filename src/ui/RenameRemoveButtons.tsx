import { Button } from './Button.js';
import type { RowChange } from './RenameRemoveDialog.js';

/** A row's Rename and Remove buttons, named after the row, asking the list's one dialog. */
export function RenameRemoveButtons<Item>({
  name,
  item,
  onChange,
}: {
  name: string;
  item: Item;
  onChange: (change: RowChange<Item>) => void;
}) {
  return (
    <>
      <Button
        size="sm"
        variant="quiet"
        aria-label={`Rename ${name}`}
        onClick={() => onChange({ kind: 'rename', item })}
      >
        Rename
      </Button>
      <Button
        size="sm"
        variant="quiet"
        aria-label={`Remove ${name}`}
        onClick={() => onChange({ kind: 'remove', item })}
      >
        Remove
      </Button>
    </>
  );
}
