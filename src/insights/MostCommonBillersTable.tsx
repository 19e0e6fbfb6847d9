import type { MostCommonBillersResponse } from '../api/contracts/insightsContract.js';
import { paths } from '../routing/paths.js';
import { DataTable } from '../ui/DataTable.js';
import { formatShare } from '../ui/formatters.js';
import { ServiceTypeIcon } from '../ui/icons/ServiceTypeIcon.js';

type BillerRow = MostCommonBillersResponse['billers'][number];

/** docs/product.md#routes: the most common billers of the selection: rank, biller, service type, share of payers. */
export function MostCommonBillersTable({
  insight,
  caption,
  payHref = paths.payBiller,
}: {
  insight: MostCommonBillersResponse;
  caption: string;
  /** Where a row's "Pay" starts paying its biller (`provider`; docs/product.md#paying-a-bill, docs/product.md#transient-parameters). */
  payHref?: (billerSlug: string) => string;
}) {
  if (insight.billers.length === 0) {
    return (
      <p className="card" role="status">
        No payments recorded for this selection yet. Try a wider place or all services.
      </p>
    );
  }
  return (
    <DataTable<BillerRow>
      caption={caption}
      rows={insight.billers}
      rowKey={(row) => `${row.biller.id}-${row.service_type.id}`}
      columns={[
        { key: 'rank', header: 'Rank', numeric: true, cell: (row) => row.rank },
        {
          key: 'biller',
          header: 'Biller',
          rowHeader: true,
          cell: (row) => <a href={paths.biller(row.biller.slug)}>{row.biller.name}</a>,
        },
        {
          key: 'type',
          header: 'Service type',
          cell: (row) => (
            <span className="service-type-cell">
              <ServiceTypeIcon name={row.service_type.icon} />
              {row.service_type.name}
            </span>
          ),
        },
        { key: 'share', header: 'Share of payers', numeric: true, cell: (row) => formatShare(row.share_of_payers) },
        {
          key: 'pay',
          header: 'Pay',
          cell: (row) => (
            <a href={payHref(row.biller.slug)}>
              Pay<span className="visually-hidden"> {row.biller.name}</span>
            </a>
          ),
        },
      ]}
    />
  );
}
