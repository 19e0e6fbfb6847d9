import type { BillerListingResponse } from '../../api/contracts/insightsContract.js';
import { MIN_PAYERS } from '../../insights/privacyThreshold.js';
import { paths } from '../../routing/paths.js';
import { DataTable } from '../../ui/DataTable.js';
import { formatCents, formatShare } from '../../ui/formatters.js';
import { ServiceTypeIcon } from '../../ui/icons/ServiceTypeIcon.js';

type ListingRow = BillerListingResponse['service_types'][number];

/** One biller's standing in a place, per service type it is paid for (Biller Listing; docs/product.md#widget-kinds). */
export function BillerListingTable({ answer, caption }: { answer: BillerListingResponse; caption: string }) {
  if (answer.service_types.length === 0) {
    return (
      <p className="widget-message">
        Fewer than {MIN_PAYERS} households paid <a href={paths.biller(answer.biller.slug)}>{answer.biller.name}</a> here
        in this period, too few to show without describing them. Try a wider place or a longer date range.
      </p>
    );
  }
  return (
    <DataTable<ListingRow>
      caption={caption}
      rows={answer.service_types}
      rowKey={(row) => String(row.service_type.id)}
      columns={[
        {
          key: 'type',
          header: 'Service type',
          rowHeader: true,
          cell: (row) => (
            <span className="service-type-cell">
              <ServiceTypeIcon name={row.service_type.icon} />
              {row.service_type.name}
            </span>
          ),
        },
        { key: 'rank', header: 'Rank', numeric: true, cell: (row) => row.rank },
        { key: 'share', header: 'Share of payers', numeric: true, cell: (row) => formatShare(row.share_of_payers) },
        { key: 'median', header: 'Median payment', numeric: true, cell: (row) => formatCents(row.median_amount_cents) },
      ]}
    />
  );
}
