import { useEffect, useState } from 'react';
import { captureException } from '../error-reporting/errorReporter.js';
import { Dialog } from '../ui/Dialog.js';
import { lazyModule } from '../ui/lazyModule.js';
import type { ReferenceContainer } from './referenceContainer.js';
import { useSignInPromptOpen } from './signInPrompt.js';

// The sign-in dialog's form arrives when the dialog first opens (a click on "Sign in", or a page
// opened with `?sign_in`): it is on every page, and only a person signing in uses it
// (docs/performance.md#first-load-javascript).
const signInDialog = lazyModule(() => import('./SignInDialog.js'));

const stayOpen = () => {};

/**
 * Until its code has arrived, the sign-in dialog is the closed <dialog> the server rendered for it
 * (the same markup, so hydration finds it). A chunk that fails to arrive is reported and cancels
 * the sign-in (docs/product.md#sign-in-and-sign-out), so the next "Sign in" asks for it again.
 */
export function LazySignInDialog({ container }: { container: ReferenceContainer | null }) {
  const prompt = container?.signInPrompt;
  const open = useSignInPromptOpen(prompt);
  const [module, setModule] = useState(signInDialog.loaded);

  useEffect(() => {
    if (!open || module) return;
    signInDialog.load().then(
      (arrived) => setModule(() => arrived),
      (error: unknown) => {
        captureException(error, { operation: 'container/loadSignInDialog' });
        prompt?.canceled();
      },
    );
  }, [open, module, prompt]);

  if (module) return <module.SignInDialog container={container} />;
  return (
    <Dialog open={false} onClose={stayOpen} title="Sign in to doxo" className="sign-in-dialog">
      {null}
    </Dialog>
  );
}
