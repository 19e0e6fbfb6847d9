import type { ChangeEvent } from 'react';
import type { ServiceType } from '../api/contracts/directoryContract.js';
import { Select } from '../ui/Select.js';
import { stateChoices, type BillerFilters } from './billerAddress.js';

type FilterName = 'type' | 'state';

/** Service types under their group, in the directory's order. */
function byGroup(serviceTypes: readonly ServiceType[]) {
  const groups = new Map<number, { name: string; types: ServiceType[] }>();
  for (const type of serviceTypes) {
    const group = groups.get(type.service_type_group.id) ?? {
      name: type.service_type_group.name,
      types: [],
    };
    group.types.push(type);
    groups.set(type.service_type_group.id, group);
  }
  return [...groups.entries()];
}

/**
 * The service type and state filters of the search page and the directory: native selects named
 * as the address names them (`type`, `state`), so the form they sit in submits without script.
 */
export function BillerFilterFields({
  filters,
  serviceTypes,
  onChange,
  idPrefix,
}: {
  filters: Pick<BillerFilters, FilterName>;
  serviceTypes: readonly ServiceType[];
  onChange: (name: FilterName, value: string) => void;
  idPrefix: string;
}) {
  // Each select is named as the address names its filter, and reports its changes under that name.
  const wiring = (name: FilterName) => ({
    name,
    id: `${idPrefix}-${name}`,
    value: filters[name],
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(name, event.target.value),
  });
  return (
    <>
      <Select {...wiring('type')} label="Service type">
        <option value="">All service types</option>
        {byGroup(serviceTypes).map(([id, group]) => (
          <optgroup key={id} label={group.name}>
            {group.types.map((type) => (
              <option key={type.slug} value={type.slug}>
                {type.name}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <Select {...wiring('state')} label="State">
        <option value="">All states</option>
        {stateChoices.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </Select>
    </>
  );
}
