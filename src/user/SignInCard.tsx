import type { ReactNode } from 'react';
import { requestSignIn } from '../shared-data/requestSignIn.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { EmptyState } from '../ui/EmptyState.js';
import type { IconName } from '../ui/icons/Icon.js';

/** For visitors on a page that needs an account: what it offers, and the way in. */
export function SignInCard({ title, icon, children }: { title: string; icon: IconName; children: ReactNode }) {
  return (
    <Card>
      <EmptyState
        icon={icon}
        title={title}
        action={
          <Button icon="log-in" onClick={requestSignIn}>
            Sign in
          </Button>
        }
      >
        {children}
      </EmptyState>
    </Card>
  );
}
