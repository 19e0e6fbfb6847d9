import { stateByCode } from '../location/stateAbbreviations.js';
import { paths } from '../routing/paths.js';
import { EmptyState } from '../ui/EmptyState.js';
import { locationTypeOfHierarchy, parentHierarchy } from './locationHierarchy.js';
import { MIN_PAYERS } from './privacyThreshold.js';

/** How the link to the wider place reads: the state by name, other levels by kind. */
function parentLabel(parent: string): string {
  switch (locationTypeOfHierarchy(parent)) {
    case 'all-states':
      return 'all of the USA';
    case 'state':
      return stateByCode(parent.split('/')[2] ?? '')?.name ?? 'the state';
    case 'cbsa':
      return 'the metro area';
    case 'county':
      return 'the county';
    default:
      return 'the city';
  }
}

/**
 * docs/product.md#privacy-threshold: a place with fewer payers than the privacy threshold shows no
 * figures; it says so and offers the same view one level up.
 */
export function NotEnoughData({
  place,
  hierarchy,
  serviceGroup,
  serviceType,
}: {
  place: string;
  hierarchy: string;
  serviceGroup: string;
  serviceType: string;
}) {
  const parent = parentHierarchy(hierarchy);
  return (
    <EmptyState
      title={`Not enough data for ${place}`}
      action={
        parent ? (
          <a href={paths.insights(serviceGroup, serviceType, parent)}>See {parentLabel(parent)} instead</a>
        ) : null
      }
    >
      <p>
        To protect households' privacy we only publish figures that at least {MIN_PAYERS} payers stand behind, and fewer
        paid these bills here in this period.
      </p>
    </EmptyState>
  );
}
