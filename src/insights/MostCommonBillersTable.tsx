import type { MostCommonBillersResponse } from '../api/contracts/insightsContract.js';
import { paths } from '../routing/paths.js';
import { formatShare } from '../ui/formatters.js';

/** SPEC §1: the most common billers of the selection: rank, biller, service type, share of payers. */
export function MostCommonBillersTable({
  insight,
  caption,
}: {
  insight: MostCommonBillersResponse;
  caption: string;
}) {
  if (insight.billers.length === 0) {
    return (
      <p className="card" role="status">
        No payments recorded for this selection yet. Try a wider place or all services.
      </p>
    );
  }
  return (
    <table className="data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="numeric">
            Rank
          </th>
          <th scope="col">Biller</th>
          <th scope="col">Service type</th>
          <th scope="col" className="numeric">
            Share of payers
          </th>
        </tr>
      </thead>
      <tbody>
        {insight.billers.map((row) => (
          <tr key={`${row.biller.id}-${row.service_type.id}`}>
            <td className="numeric">{row.rank}</td>
            <th scope="row">
              <a href={paths.biller(row.biller.slug)}>{row.biller.name}</a>
            </th>
            <td>{row.service_type.name}</td>
            <td className="numeric">{formatShare(row.share_of_payers)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
