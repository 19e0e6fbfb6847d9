// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.js';

function Owner({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove card
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Remove this card?"
        description="Bills paid with it will need another method."
      >
        <button type="button">Keep it</button>
      </Dialog>
    </>
  );
}

/**
 * What a browser does on Escape in a modal <dialog>: a cancelable `cancel` event at the dialog.
 * happy-dom does not map the key to it (nor restore focus on close), so those two are checked
 * in real Chromium by e2e/appShell.spec.ts; here, how the component answers the event.
 */
function pressEscapeIn(dialog: HTMLDialogElement) {
  const cancel = new Event('cancel', { cancelable: true });
  fireEvent(dialog, cancel);
  if (!cancel.defaultPrevented) dialog.close();
}

async function openDialog(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Owner onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Remove card' });
  await user.click(opener);
  return { user, opener };
}

describe('Dialog', () => {
  it('renders nothing to find while closed', () => {
    render(<Owner />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep it' })).toBeNull();
  });

  it('opens modal, named by its title and described by its description', async () => {
    await openDialog();
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', {
      name: 'Remove this card?',
      description: 'Bills paid with it will need another method.',
    });
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Remove this card?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeTruthy();
  });

  it('Escape asks the owner to close it, and it closes', async () => {
    const onClose = vi.fn();
    await openDialog(onClose);
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    pressEscapeIn(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep it' })).toBeNull();
  });

  it('the Close button closes it by keyboard', async () => {
    const onClose = vi.fn();
    const { user } = await openDialog(onClose);
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an owner that refuses to close keeps it open (e.g. while a payment is sent)', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Sending payment">
        <p>Please wait.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Sending payment' });
    pressEscapeIn(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
  });

  it('a click on the backdrop closes it; a click inside does not', async () => {
    const onClose = vi.fn();
    const { user } = await openDialog(onClose);
    await user.click(screen.getByRole('heading', { name: 'Remove this card?' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
