import { useEffect, useMemo } from 'react';
import { navigate } from 'vike/client/router';
import {
  loadServiceTypeGroups,
  loadServiceTypes,
  selectServiceTypeGroups,
  selectServiceTypes,
} from '../directory/directorySlice.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { LocationSearch } from './LocationSearch.js';
import type { InsightsSelection } from './resolveInsightsSelection.js';
import { ServiceTypeDropdown } from './ServiceTypeDropdown.js';
import { buildDropdownItems, type DropdownItem } from './serviceTypeDropdownItems.js';
import { withoutTransientParameters } from './transientParameters.js';

/** docs/product.md#transient-parameters: moving between bills-to-pay URLs keeps the query minus its transient parameters. */
function goTo(path: string) {
  void navigate(`${path}${withoutTransientParameters(window.location.search)}`);
}

/**
 * The insights filters: choosing a group or type rewrites the route, choosing a location appends
 * its hierarchy (docs/product.md#location-hierarchy). The directory comes from the store, filled
 * during server rendering.
 */
export function InsightsFilters({
  selection,
  hierarchy,
  place,
}: {
  selection: InsightsSelection;
  hierarchy: string | null;
  /** The applied place as the title names it; null: the whole USA. */
  place: string | null;
}) {
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectServiceTypeGroups);
  const serviceTypes = useAppSelector(selectServiceTypes);
  // After a client navigation the store may not have the directory yet; once loaded (here or
  // during server rendering) these dispatches are skipped by the thunks' conditions.
  useEffect(() => {
    void dispatch(loadServiceTypes());
    void dispatch(loadServiceTypeGroups());
  }, [dispatch]);
  const items = useMemo(() => buildDropdownItems(groups ?? [], serviceTypes ?? []), [groups, serviceTypes]);

  const chooseServiceType = (item: DropdownItem) => {
    const type = item.type === 'group' ? undefined : item.value;
    goTo(paths.insights(item.groupSlug, type, hierarchy));
  };

  return (
    <div className="card insights-filters">
      <ServiceTypeDropdown
        items={items}
        selectedGroup={selection.canonical.group}
        selectedType={selection.canonical.type}
        onSelect={chooseServiceType}
      />
      <LocationSearch
        onSelect={(location) =>
          goTo(paths.insights(selection.canonical.group, selection.canonical.type, location.hierarchy))
        }
      />
      {/* The location control says which place is applied; a signed-in user, moved to their own
          county, gets back to the whole country here (/usa stays: it is not "no place"). */}
      <p className="insights-applied-location">
        Showing <strong>{place ?? 'all of the USA'}</strong>
        {hierarchy && hierarchy !== '/usa' ? (
          <>
            {' · '}
            <a href={paths.insights(selection.canonical.group, selection.canonical.type, '/usa')}>All of the USA</a>
          </>
        ) : null}
      </p>
    </div>
  );
}
