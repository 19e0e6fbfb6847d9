import type { ServiceType, ServiceTypeGroup } from '../api/contracts/directoryContract.js';
import { MIN_PAYERS } from '../insights/privacyThreshold.js';
import { paths } from '../routing/paths.js';
import { Card } from '../ui/Card.js';
import { ServiceTypeIcon } from '../ui/icons/ServiceTypeIcon.js';
import { homeStateChoices } from './homeState.js';
import { WebsiteArticle } from './WebsiteArticle.js';
import { websitePages } from './websitePages.js';

/**
 * /insights: the way into the bills-to-pay insights by service group, service type and state
 * (docs/product.md#insights-landing). The insights themselves stay at /u/bills-to-pay/….
 */
export function InsightsLandingPage({
  serviceTypeGroups,
  serviceTypes,
}: {
  serviceTypeGroups: readonly ServiceTypeGroup[];
  serviceTypes: readonly ServiceType[];
}) {
  return (
    <WebsiteArticle
      page={websitePages.insights}
      intro={
        <>
          Which billers do people pay most? Counted from doxo payers’ payments over the last 12 months, published only
          where at least {MIN_PAYERS} payers stand behind a figure.
        </>
      }
    >
      <p>
        <a href={paths.insights()}>Most common billers in the USA, every service</a>
      </p>
      <Card heading="By service">
        <ul className="website-directory">
          {serviceTypeGroups.map((group) => (
            <li key={group.id}>
              <a href={paths.insights(group.slug)}>{group.name}</a>
              <ul>
                {serviceTypes
                  .filter((type) => type.service_type_group.id === group.id)
                  .map((type) => (
                    <li key={type.id}>
                      <ServiceTypeIcon name={type.icon} />
                      <a href={paths.insights(group.slug, type.slug)}>{type.name}</a>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </Card>
      <Card heading="By state">
        <ul className="website-directory website-directory--columns">
          {homeStateChoices.map((state) => (
            <li key={state.code}>
              <a href={paths.insights(undefined, undefined, `/usa/${state.code.toLowerCase()}`)}>{state.name}</a>
            </li>
          ))}
        </ul>
      </Card>
    </WebsiteArticle>
  );
}
