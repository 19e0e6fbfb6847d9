import { LogIn, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { requestSignIn } from '../shared-data/requestSignIn.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { EmptyState } from '../ui/EmptyState.js';

/** For visitors on a page that needs an account: what it offers, and the way in. */
export function SignInCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Card>
      <EmptyState
        icon={icon}
        title={title}
        action={
          <Button icon={LogIn} onClick={requestSignIn}>
            Sign in
          </Button>
        }
      >
        {children}
      </EmptyState>
    </Card>
  );
}
