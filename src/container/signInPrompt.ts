// The sign-in dialog's open/close state, shared by the container's actions and its dialog.
import { useSyncExternalStore } from 'react';
import { LOGIN_CANCELED_BY_USER } from '../../contract/sharedData.js';

export { LOGIN_CANCELED_BY_USER };

/** docs/product.md#sign-in-and-sign-out: a cancelled sign-in rejects with this code. */
export class LoginCanceledError extends Error {
  readonly code = LOGIN_CANCELED_BY_USER;
  constructor() {
    super('Sign-in was canceled.');
    this.name = 'LoginCanceledError';
  }
}

type Pending = { resolve: () => void; reject: (error: Error) => void };

export type SignInPrompt = {
  isOpen: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** Opens the dialog; settles when the user signs in or cancels. */
  open: () => Promise<void>;
  succeeded: () => void;
  canceled: () => void;
};

export function createSignInPrompt(): SignInPrompt {
  let pending: Pending[] = [];
  let open = false;
  const listeners = new Set<() => void>();
  const setOpen = (value: boolean) => {
    open = value;
    for (const listener of [...listeners]) listener();
  };
  const settle = (settleOne: (entry: Pending) => void) => {
    const settled = pending;
    pending = [];
    setOpen(false);
    settled.forEach(settleOne);
  };
  return {
    isOpen: () => open,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open() {
      return new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject });
        setOpen(true);
      });
    },
    succeeded: () => settle((entry) => entry.resolve()),
    canceled: () => settle((entry) => entry.reject(new LoginCanceledError())),
  };
}

const closed = () => false;
const noSubscription = () => () => {};

/** Whether the sign-in dialog is open (closed on the server and at hydration). */
export function useSignInPromptOpen(prompt: SignInPrompt | undefined): boolean {
  return useSyncExternalStore(prompt?.subscribe ?? noSubscription, prompt?.isOpen ?? closed, closed);
}
