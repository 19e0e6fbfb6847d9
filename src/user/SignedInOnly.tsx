import type { ReactNode } from 'react';
import { useAppSelector } from '../store/hooks.js';
import type { IconName } from '../ui/icons/Icon.js';
import { PageHeader } from '../ui/PageHeader.js';
import { Card } from '../ui/Card.js';
import { Skeleton } from '../ui/Skeleton.js';
import { SignInCard } from './SignInCard.js';
import { selectAuthLevel } from './userSlice.js';

/**
 * The one gate of every screen that needs an account (docs/product.md#signed-out-visitors): the
 * screen itself once signed in; for a signed-out visitor, what the screen is for and a Sign in
 * button that opens the container's dialog. Signing in there changes the auth level and the
 * screen fills in place, on the same address: its content mounts then and loads its own data.
 */
export function SignedInOnly({
  title,
  icon,
  purpose,
  heading,
  children,
}: {
  /** "Sign in to see your wallet". */
  title: string;
  icon: IconName;
  /** What the screen shows once signed in. */
  purpose: ReactNode;
  /** The page's h1, for screens whose content draws it (a bill's name, once loaded). */
  heading?: string;
  children: ReactNode;
}) {
  const authLevel = useAppSelector(selectAuthLevel);
  if (authLevel === 'Auth3') return children;
  return (
    <>
      {heading ? <PageHeader heading={heading} /> : null}
      {authLevel === 'unknown' ? (
        // The container has not said who this is yet (a host shell still starting).
        <Card>
          <Skeleton label="Loading…" lines={4} />
        </Card>
      ) : (
        <SignInCard title={title} icon={icon}>
          <p>{purpose}</p>
        </SignInCard>
      )}
    </>
  );
}
