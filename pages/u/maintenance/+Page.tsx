import { paths } from '../../../src/routing/paths.js';
import { Card } from '../../../src/ui/Card.js';
import { EmptyState } from '../../../src/ui/EmptyState.js';
import { LinkButton } from '../../../src/ui/LinkButton.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

// Where the app lands when the API answers 503 (SPEC §8).
export default function Page() {
  return (
    <>
      <PageHeader heading="We'll be right back">
        doxo is down for scheduled maintenance. Your bills and payment methods are safe, and
        scheduled payments still go out.
      </PageHeader>
      <Card>
        <EmptyState
          icon="wrench"
          title="Down for maintenance"
          action={<LinkButton href={paths.bills()}>Try again</LinkButton>}
        >
          <p>Most maintenance takes a few minutes.</p>
        </EmptyState>
      </Card>
    </>
  );
}
