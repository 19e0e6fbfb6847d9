import { useContainer, useContainerState } from './ContainerContext.js';
import { SignInDialog } from './SignInDialog.js';

/** The shell's account controls: who is signed in, sign in / sign out, the menu toggle. */
export function AccountArea() {
  const container = useContainer();
  const { isAppReady, userData, layoutData, error } = useContainerState();
  if (!container || !isAppReady) {
    return <div className="account-area" aria-busy="true" />;
  }
  const signedIn = container.sessionManager.isLoggedIn() && userData.userId !== null;
  return (
    <div className="account-area">
      <button
        type="button"
        className="link-button"
        aria-expanded={layoutData.expandSidebar}
        aria-controls="main-navigation"
        onClick={container.toggleSidebar}
      >
        {layoutData.expandSidebar ? 'Collapse menu' : 'Expand menu'}
      </button>
      {error ? (
        <span role="status" className="account-error">
          {error}
        </span>
      ) : null}
      {signedIn ? (
        <>
          <span className="account-name">Signed in as {userData.username}</span>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void container.actions.signOut()}
          >
            Sign out
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            // A cancelled sign-in rejects (SPEC §8) and changes nothing.
            container.actions.signIn().catch(() => {});
          }}
        >
          Sign in
        </button>
      )}
      <SignInDialog container={container} />
    </div>
  );
}
