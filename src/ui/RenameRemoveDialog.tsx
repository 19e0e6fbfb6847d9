import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from './Dialog.js';
import { SubmitOrCancel } from './SubmitOrCancel.js';
import { TextField } from './TextField.js';

/** Which change the user asked for, and of which row: one dialog serves every row of a list. */
export type RowChange<Item> = { kind: 'rename' | 'remove'; item: Item };

/** How the rename form starts, checks and saves a nickname (bills, wallet). */
export type NicknameRename = {
  initial: string;
  maxLength: number;
  hint?: string;
  required?: boolean;
  /** Why the trimmed nickname cannot be saved, or null when it can. */
  check: (nickname: string) => string | null;
  /** Saves the trimmed nickname: the refusal to show, or null once saved (the owner closes). */
  save: (nickname: string) => Promise<string | null>;
};

function NicknameForm({ rename, onCancel }: { rename: NicknameRename; onCancel: () => void }) {
  const [nickname, setNickname] = useState(rename.initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = nickname.trim();
    const refusal = rename.check(trimmed);
    if (refusal !== null) {
      setError(refusal);
      return;
    }
    setBusy(true);
    const failure = await rename.save(trimmed);
    setBusy(false);
    if (failure !== null) setError(failure);
  };
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Nickname"
        hint={rename.hint}
        maxLength={rename.maxLength}
        required={rename.required}
        value={nickname}
        error={error ?? undefined}
        onChange={(event) => setNickname(event.target.value)}
      />
      <SubmitOrCancel label="Save" busy={busy} onCancel={onCancel} />
    </form>
  );
}

/**
 * The rename and remove dialog of a list whose rows can be renamed or removed (bills, wallet):
 * "Rename …" holds the nickname form, "Remove …?" the owner's confirmation. Each opening mounts
 * its body afresh, so it starts from the row's current nickname and no error.
 */
export function RenameRemoveDialog<Item>({
  change,
  nameOf,
  onClose,
  rename,
  remove,
}: {
  change: RowChange<Item> | null;
  /** What the row is called on screen, in the dialog's title. */
  nameOf: (item: Item) => string;
  onClose: () => void;
  rename: (item: Item) => NicknameRename;
  remove: (item: Item) => ReactNode;
}) {
  const name = change ? nameOf(change.item) : '';
  // A new change (even straight from another) is a new opening: its body mounts afresh.
  const [opening, setOpening] = useState({ change, count: 0 });
  if (opening.change !== change) setOpening({ change, count: opening.count + 1 });
  return (
    <Dialog
      open={change !== null}
      onClose={onClose}
      title={change?.kind === 'remove' ? `Remove ${name}?` : `Rename ${name}`}
    >
      {change?.kind === 'rename' ? (
        <NicknameForm key={opening.count} rename={rename(change.item)} onCancel={onClose} />
      ) : null}
      {change?.kind === 'remove' ? <Fragment key={opening.count}>{remove(change.item)}</Fragment> : null}
    </Dialog>
  );
}
