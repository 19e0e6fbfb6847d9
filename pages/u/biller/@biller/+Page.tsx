import { useData } from '../../../../renderer/usePageContext.js';
import { BillerListingTable } from '../../../../src/dashboard/widgets/BillerListingWidget.js';
import { widgetCaption } from '../../../../src/dashboard/widgetCaption.js';
import { paths } from '../../../../src/routing/paths.js';
import { Badge } from '../../../../src/ui/Badge.js';
import { Card } from '../../../../src/ui/Card.js';
import { LinkButton } from '../../../../src/ui/LinkButton.js';
import { ServiceTypeIcon } from '../../../../src/ui/icons/ServiceTypeIcon.js';
import { PageHeader } from '../../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const { biller, listing } = useData<Data>();
  const places = biller.coverage.map((place) => place.name ?? place.hierarchy);
  return (
    <>
      <PageHeader heading={biller.name} />
      <p className="biller-actions">
        {/* docs/product.md#paying-a-bill: starts the pay flow with `provider` (docs/product.md#transient-parameters); signed out, it asks to sign in. */}
        <LinkButton href={paths.payBiller(biller.slug)} variant="primary">
          Pay this biller
        </LinkButton>
      </p>
      <ul className="fact-list biller-types" aria-label="Service types">
        {biller.service_types.map((type) => (
          <li key={type.id}>
            <Badge tone="info">
              <ServiceTypeIcon name={type.icon} />
              {type.name}
            </Badge>
          </li>
        ))}
      </ul>
      <Card heading="Where it serves">
        {biller.coverage.some((place) => place.hierarchy === '/usa') ? (
          <p>Nationwide.</p>
        ) : (
          <ul>
            {places.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </ul>
        )}
      </Card>
      <Card heading="Its payers">
        <BillerListingTable answer={listing} caption={widgetCaption({ endpoint: 'biller_listing', answer: listing })} />
        <p>
          Compare it with other billers in <a href={paths.billsToPay()}>the most common billers where you live</a>.
        </p>
      </Card>
    </>
  );
}
