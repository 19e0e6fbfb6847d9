import { paths } from '../routing/paths.js';
import { Card } from '../ui/Card.js';
import { websitePages } from './websitePages.js';

/** Where the public insights start: the whole USA, and the landing page by service and state. */
export function InsightsEntryPoints({ headingLevel }: { headingLevel: 2 | 3 }) {
  return (
    <Card heading="Explore the insights" headingLevel={headingLevel}>
      <p>
        Which billers do people pay most where you live? The insights rank them by service and by place, from doxo
        payers’ payments over the last 12 months.
      </p>
      <ul className="website-links">
        <li>
          <a href={paths.insights()}>Most common billers in the USA</a>
        </li>
        <li>
          <a href={websitePages.insights.href}>Billers by service type and by state</a>
        </li>
        <li>
          <a href={paths.biller()}>Find a biller</a>
        </li>
      </ul>
    </Card>
  );
}
