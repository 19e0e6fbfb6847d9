import { usePageContext } from '../../../renderer/usePageContext.js';
import { returnPathFrom } from '../../../src/maintenance/maintenanceReturn.js';
import { useServiceReturn } from '../../../src/maintenance/useServiceReturn.js';
import { Card } from '../../../src/ui/Card.js';
import { EmptyState } from '../../../src/ui/EmptyState.js';
import { LinkButton } from '../../../src/ui/LinkButton.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

// Where the app lands when the API answers 503 (SPEC §8); it goes back to the page the visitor
// was on once the API answers again.
export default function Page() {
  const pageContext = usePageContext();
  const returnTo = returnPathFrom(pageContext.urlParsed.searchOriginal ?? '');
  const api = pageContext.apiForBrowser ?? { baseUrl: '/api' };
  useServiceReturn({ apiBaseUrl: api.baseUrl, apiKey: api.key, returnTo });
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
          action={<LinkButton href={returnTo}>Try again</LinkButton>}
        >
          <p>Most maintenance takes a few minutes. This page takes you back once we are up.</p>
        </EmptyState>
      </Card>
    </>
  );
}
