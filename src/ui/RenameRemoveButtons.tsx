import { Button } from './Button.js';
import type { RowChange } from './RenameRemoveDialog.js';

const changes = [
  { kind: 'rename', text: 'Rename' },
  { kind: 'remove', text: 'Remove' },
] as const;

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
  return changes.map(({ kind, text }) => (
    <Button
      key={kind}
      size="sm"
      variant="quiet"
      aria-label={`${text} ${name}`}
      onClick={() => onChange({ kind, item })}
    >
      {text}
    </Button>
  ));
}
