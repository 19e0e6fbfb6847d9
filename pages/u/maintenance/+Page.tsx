import { usePageContext } from '../../../renderer/usePageContext.js';
import { returnPathFrom, tryAgainPath } from '../../../src/maintenance/maintenanceReturn.js';
import { useServiceReturn } from '../../../src/maintenance/useServiceReturn.js';
import { Card } from '../../../src/ui/Card.js';
import { EmptyState } from '../../../src/ui/EmptyState.js';
import { LinkButton } from '../../../src/ui/LinkButton.js';
import { PageHeader } from '../../../src/ui/PageHeader.js';

// Where the app lands when the API answers 503 (docs/product.md#maintenance); it goes back to the
// page the visitor was on once the API answers again (src/maintenance/useServiceReturn.ts).
export default function Page() {
  const pageContext = usePageContext();
  const search = pageContext.urlParsed.searchOriginal ?? '';
  const returnTo = returnPathFrom(search);
  const api = pageContext.apiForBrowser ?? { baseUrl: '/api' };
  useServiceReturn({ apiBaseUrl: api.baseUrl, apiKey: api.key, returnTo });
  return (
    <>
      <PageHeader heading="We'll be right back">
        doxo is down for scheduled maintenance. Your bills and payment methods are safe, and scheduled payments still go
        out.
      </PageHeader>
      <Card>
        <EmptyState
          icon="wrench"
          title="Down for maintenance"
          action={<LinkButton href={tryAgainPath(search)}>Try again</LinkButton>}
        >
          <p>Most maintenance takes a few minutes.</p>
        </EmptyState>
      </Card>
    </>
  );
}
