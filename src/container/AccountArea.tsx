import { useEffect, useId, useRef, useState } from 'react';
import { paths } from '../routing/paths.js';
import { Button } from '../ui/Button.js';
import { Icon } from '../ui/icons/Icon.js';
import { useToast } from '../ui/Toast.js';
import { useContainer, useContainerState } from './ContainerContext.js';
import { LazySignInDialog } from './LazySignInDialog.js';

/**
 * The top bar's account controls: "Sign in" for visitors; for a signed-in user a disclosure
 * button with their name that opens their menu (account settings, sign out). Rendered from the
 * shared data the server saw, so the server's HTML already shows the right one.
 */
export function AccountArea() {
  const container = useContainer();
  const { isAppReady, userData, error } = useContainerState();
  const toast = useToast();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const area = useRef<HTMLDivElement>(null);

  // The menu closes when focus or a click goes elsewhere, and on Escape (disclosure pattern).
  useEffect(() => {
    if (!menuOpen) return undefined;
    const element = area.current;
    const closeOutside = (event: Event) => {
      if (event.target instanceof Node && element?.contains(event.target)) return;
      setMenuOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      element?.querySelector<HTMLElement>('.account-button')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  if (!isAppReady) return <div className="account-area" aria-busy="true" />;
  const signedIn = userData.userId !== null;
  return (
    <div className="account-area" ref={area}>
      {error ? (
        <span role="status" className="account-error">
          {error}
        </span>
      ) : null}
      {signedIn ? (
        <>
          <button
            type="button"
            className="account-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name="circle-user-round" className="account-button__avatar" />
            <span className="account-button__name">
              <span className="visually-hidden">Signed in as </span>
              {userData.username}
            </span>
            <Icon name="chevron-down" className="account-button__chevron" />
          </button>
          <div id={menuId} className="account-menu" hidden={!menuOpen}>
            <ul className="account-menu__list">
              <li>
                <a className="account-menu__item" href={paths.userAccount()} onClick={() => setMenuOpen(false)}>
                  <Icon name="settings" />
                  Account settings
                </a>
              </li>
              <li>
                <button
                  type="button"
                  className="account-menu__item"
                  onClick={() => {
                    setMenuOpen(false);
                    container?.actions.signOut().then(
                      () => toast.show('You are signed out.', { tone: 'success' }),
                      () =>
                        toast.show('We couldn’t sign you out. Please try again.', {
                          tone: 'danger',
                        }),
                    );
                  }}
                >
                  <Icon name="log-out" />
                  Sign out
                </button>
              </li>
            </ul>
          </div>
        </>
      ) : (
        <Button
          icon="log-in"
          onClick={() => {
            // A cancelled sign-in rejects (docs/product.md#sign-in-and-sign-out) and changes
            // nothing.
            container?.actions.signIn().catch(() => {});
          }}
        >
          Sign in
        </Button>
      )}
      <LazySignInDialog container={container} />
    </div>
  );
}
