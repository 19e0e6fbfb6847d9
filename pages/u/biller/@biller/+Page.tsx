import { useData } from '../../../../renderer/usePageContext.js';
import { BillerListingTable } from '../../../../src/dashboard/widgets/BillerListingWidget.js';
import { widgetCaption } from '../../../../src/dashboard/widgetCaption.js';
import { paths } from '../../../../src/routing/paths.js';
import { Card } from '../../../../src/ui/Card.js';
import { PageHeader } from '../../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const { biller, listing } = useData<Data>();
  const types = biller.service_types.map((type) => type.name).join(', ');
  const places = biller.coverage.map((place) => place.name ?? place.hierarchy);
  return (
    <>
      <PageHeader heading={biller.name}>{types}</PageHeader>
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
        <BillerListingTable
          answer={listing}
          caption={widgetCaption({ endpoint: 'biller_listing', answer: listing })}
        />
        <p>
          Compare it with other billers in{' '}
          <a href={paths.billsToPay()}>the most common billers where you live</a>.
        </p>
      </Card>
    </>
  );
}
