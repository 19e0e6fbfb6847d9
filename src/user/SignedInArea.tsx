import type { ComponentProps } from 'react';
import type { Area } from '../routing/areas.js';
import { AreaHeader } from '../ui/PageHeader.js';
import { SignedInOnly } from './SignedInOnly.js';

/** An area's page that needs an account: the area's header always, its screen once signed in. */
export function SignedInArea({
  area,
  children,
  ...signIn
}: { area: Area } & Omit<ComponentProps<typeof SignedInOnly>, 'heading'>) {
  return (
    <>
      <AreaHeader area={area} />
      <SignedInOnly {...signIn}>{children}</SignedInOnly>
    </>
  );
}
