import { paths } from '../routing/paths.js';
import { Card } from '../ui/Card.js';
import { EmptyState } from '../ui/EmptyState.js';
import type { IconName } from '../ui/icons/Icon.js';
import { LinkButton } from '../ui/LinkButton.js';
import { SignedInOnly } from './SignedInOnly.js';

/**
 * The body of a doxoPLUS area whose screens are not built yet (identity protection, credit
 * score, savings): it says so plainly, signed in or out, and where to go meanwhile.
 */
export function MembershipArea({ name, icon }: { name: string; icon: IconName }) {
  return (
    <SignedInOnly
      title={`${name} comes with doxoPLUS`}
      icon={icon}
      purpose="Sign in to see what your membership includes."
    >
      <Card>
        <EmptyState
          icon={icon}
          title={`${name} is not available here yet`}
          action={
            <LinkButton href={paths.doxoPlus()} variant="secondary">
              About doxoPLUS
            </LinkButton>
          }
        >
          <p>It is part of doxoPLUS and arrives in a coming release of this app.</p>
        </EmptyState>
      </Card>
    </SignedInOnly>
  );
}
