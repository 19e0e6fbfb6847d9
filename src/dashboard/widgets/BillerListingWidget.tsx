import type { BillerListingResponse } from '../../api/contracts/insightsContract.js';
import { paths } from '../../routing/paths.js';
import { formatCents, formatShare } from '../../ui/formatters.js';

/** One biller's standing in a place, per service type it is paid for (SPEC §9 Biller Listing). */
export function BillerListingTable({
  answer,
  caption,
}: {
  answer: BillerListingResponse;
  caption: string;
}) {
  if (answer.service_types.length === 0) {
    return (
      <p className="widget-message">
        Nobody paid <a href={paths.biller(answer.biller.slug)}>{answer.biller.name}</a> here in this
        period. Try a wider place or a longer date range.
      </p>
    );
  }
  return (
    <table className="data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Service type</th>
          <th scope="col" className="numeric">
            Rank
          </th>
          <th scope="col" className="numeric">
            Share of payers
          </th>
          <th scope="col" className="numeric">
            Median payment
          </th>
        </tr>
      </thead>
      <tbody>
        {answer.service_types.map((row) => (
          <tr key={row.service_type.id}>
            <th scope="row">{row.service_type.name}</th>
            <td className="numeric">{row.rank}</td>
            <td className="numeric">{formatShare(row.share_of_payers)}</td>
            <td className="numeric">{formatCents(row.median_amount_cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
