// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RenameRemoveDialog, type RowChange } from './RenameRemoveDialog.js';

type Row = { id: number; nickname: string };
const rows: Row[] = [
  { id: 1, nickname: 'Checking' },
  { id: 2, nickname: 'Visa' },
];

function Owner({ save }: { save: (nickname: string) => Promise<string | null> }) {
  const [change, setChange] = useState<RowChange<Row> | null>(null);
  return (
    <>
      {rows.map((row) => (
        <button key={row.id} type="button" onClick={() => setChange({ kind: 'rename', item: row })}>
          Rename {row.nickname}
        </button>
      ))}
      <button type="button" onClick={() => setChange({ kind: 'remove', item: { id: 2, nickname: 'Visa' } })}>
        Remove Visa
      </button>
      <RenameRemoveDialog
        change={change}
        nameOf={(row) => row.nickname}
        onClose={() => setChange(null)}
        rename={(row) => ({
          initial: row.nickname,
          maxLength: 10,
          check: (nickname) => (nickname === '' ? 'Enter a nickname.' : null),
          save: async (nickname) => {
            const failure = await save(nickname);
            if (failure === null) setChange(null);
            return failure;
          },
        })}
        remove={(row) => <p>Removing {row.nickname} is final.</p>}
      />
    </>
  );
}

describe('RenameRemoveDialog', () => {
  it('renames with the trimmed nickname, checking it first and showing a refusal', async () => {
    const save = vi.fn<(nickname: string) => Promise<string | null>>();
    save.mockResolvedValueOnce('That name is taken.').mockResolvedValueOnce(null);
    render(<Owner save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename Checking' }));
    expect(screen.getByRole('heading', { name: 'Rename Checking' })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /Nickname/ });
    expect((field as HTMLInputElement).value).toBe('Checking');

    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a nickname.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await userEvent.type(field, '  Bills  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenLastCalledWith('Bills');
    expect(await screen.findByText('That name is taken.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('textbox', { name: /Nickname/ })).toBeNull();
  });

  it('starts each opening from the row’s nickname and no error', async () => {
    render(<Owner save={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename Checking' }));
    const field = screen.getByRole('textbox', { name: /Nickname/ });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a nickname.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Rename Visa' }));
    expect((screen.getByRole('textbox', { name: /Nickname/ }) as HTMLInputElement).value).toBe('Visa');
    expect(screen.queryByText('Enter a nickname.')).toBeNull();
  });

  it('holds the owner’s confirmation under a “Remove …?” title', async () => {
    render(<Owner save={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa' }));
    expect(screen.getByRole('heading', { name: 'Remove Visa?' })).toBeTruthy();
    expect(screen.getByText('Removing Visa is final.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
