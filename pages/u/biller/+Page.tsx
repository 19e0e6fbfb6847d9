import { areas } from '../../../src/routing/areas.js';
import { paths } from '../../../src/routing/paths.js';
import { Card } from '../../../src/ui/Card.js';
import { LinkButton } from '../../../src/ui/LinkButton.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.biller} />
      <Card heading="Find a biller">
        <p>Search billers by name, or browse the most common billers where you live.</p>
        <div className="form-actions">
          <LinkButton href={paths.search()} icon="search">
            Search billers
          </LinkButton>
          <LinkButton href={paths.billsToPay()} icon="trending-up" variant="secondary">
            Most common billers
          </LinkButton>
        </div>
      </Card>
    </>
  );
}
