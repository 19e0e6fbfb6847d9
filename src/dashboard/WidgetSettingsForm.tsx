import { useId, useMemo, useState, type FormEvent } from 'react';
import type { WidgetSetting } from '../api/contracts/widgetSettingsContract.js';
import { widgetColumnWidths, widgetDateRanges, widgetMaxResults } from '../api/contracts/widgetSettingsContract.js';
import { selectServiceTypeGroups, selectServiceTypes } from '../directory/directorySlice.js';
import { LocationSearch } from '../insights/LocationSearch.js';
import { locationTypeOfHierarchy } from '../insights/locationHierarchy.js';
import { placeName } from '../insights/placeName.js';
import { buildDropdownItems } from '../insights/serviceTypeDropdownItems.js';
import { ALL_GROUPS, ALL_SERVICES } from '../routing/paths.js';
import { useAppSelector } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Select } from '../ui/Select.js';
import { BillerPicker } from './BillerPicker.js';
import { ChoiceField } from './ChoiceField.js';
import {
  appliesTo,
  chartTypeLabels,
  columnWidthLabels,
  dateRangeLabels,
  normalizeWidget,
  widgetCatalog,
} from './widgetCatalog.js';

/** What the form can show of pinned values without another request (from the widget's data). */
export type PinnedNames = { location: string | null; biller: string | null };

const FOLLOW_PAGE = '';
const ALL_STATES = '/usa';

/** "group/type" for the service type select; the empty value follows the page. */
function serviceTypeValue(widget: WidgetSetting): string {
  return widget.service_type_group && widget.service_type
    ? `${widget.service_type_group}/${widget.service_type}`
    : FOLLOW_PAGE;
}

/** The service type select's options: all services, then each group with its types. */
function useServiceTypeOptions() {
  const groups = useAppSelector(selectServiceTypeGroups);
  const serviceTypes = useAppSelector(selectServiceTypes);
  return useMemo(() => {
    const sections: { label: string; options: { value: string; text: string }[] }[] = [];
    for (const item of buildDropdownItems(groups ?? [], serviceTypes ?? [])) {
      if (item.value === ALL_GROUPS) continue;
      if (item.type === 'group') {
        sections.push({
          label: item.text,
          options: [{ value: `${item.groupSlug}/${ALL_SERVICES}`, text: `All ${item.text}` }],
        });
      } else {
        sections.at(-1)?.options.push({ value: `${item.groupSlug}/${item.value}`, text: item.text });
      }
    }
    return sections;
  }, [groups, serviceTypes]);
}

/**
 * A widget's settings: exactly the fields its kind has (widgetCatalog.ts), saved together on
 * submit so a half-edited widget never fetches. Native controls, labelled, in one form.
 */
export function WidgetSettingsForm({
  widget,
  pinnedNames,
  onSave,
  onCancel,
}: {
  widget: WidgetSetting;
  pinnedNames: PinnedNames;
  onSave: (widget: WidgetSetting) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const definition = widgetCatalog[widget.kind];
  const [draft, setDraft] = useState<WidgetSetting>(() => normalizeWidget(widget));
  const [chosenPlace, setChosenPlace] = useState<{ hierarchy: string; name: string } | null>(
    widget.location && widget.location !== ALL_STATES
      ? { hierarchy: widget.location, name: pinnedNames.location ?? widget.location }
      : null,
  );
  const [biller, setBiller] = useState(
    widget.biller ? { slug: widget.biller, name: pinnedNames.biller ?? widget.biller } : null,
  );
  const serviceTypeSections = useServiceTypeOptions();
  const has = (setting: Parameters<typeof appliesTo>[1]) => appliesTo(widget.kind, setting);
  const update = (patch: Partial<WidgetSetting>) => setDraft((current) => ({ ...current, ...patch }));
  // A choice field shows its setting in the draft and writes its change back to the same setting.
  const choiceOf = <Key extends 'chart_type' | 'max_results' | 'date_range' | 'column_width'>(key: Key) => ({
    value: draft[key],
    onChange: (value: WidgetSetting[Key]) => update({ [key]: value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(normalizeWidget({ ...draft, biller: biller?.slug ?? null }));
  };
  const missingBiller = has('biller') && !biller;
  const pinnedServiceType = serviceTypeValue(widget);
  const unlistedServiceType =
    pinnedServiceType !== FOLLOW_PAGE &&
    pinnedServiceType !== `${ALL_GROUPS}/${ALL_SERVICES}` &&
    !serviceTypeSections.some((section) => section.options.some((option) => option.value === pinnedServiceType))
      ? pinnedServiceType
      : null;

  return (
    <form className="widget-settings" onSubmit={submit} aria-label={`${definition.label} settings`}>
      {has('chart_type') && (
        <ChoiceField
          label="Chart type"
          choices={definition.chartTypes}
          describe={(type) => chartTypeLabels[type]}
          {...choiceOf('chart_type')}
        />
      )}
      {has('max_results') && (
        <ChoiceField label="Max results" choices={widgetMaxResults} describe={String} {...choiceOf('max_results')} />
      )}
      {has('biller') && <BillerPicker value={biller} onChange={setBiller} />}
      {has('service_type') && (
        <Select
          label="Service type"
          value={serviceTypeValue(draft)}
          onChange={(event) => {
            const [group = null, type = null] = event.target.value ? event.target.value.split('/') : [];
            update({ service_type_group: group, service_type: type });
          }}
        >
          <option value={FOLLOW_PAGE}>Same as the page</option>
          <option value={`${ALL_GROUPS}/${ALL_SERVICES}`}>All services</option>
          {serviceTypeSections.map((section) => (
            <optgroup key={section.label} label={section.label}>
              {section.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.text}
                </option>
              ))}
            </optgroup>
          ))}
          {/* A pinned type the directory does not list (yet) stays selectable. */}
          {unlistedServiceType && <option value={unlistedServiceType}>{unlistedServiceType}</option>}
        </Select>
      )}
      {has('location') && (
        <fieldset className="field-group">
          <legend>Location</legend>
          <Select
            label="Place"
            value={draft.location ?? FOLLOW_PAGE}
            onChange={(event) => update({ location: event.target.value || null })}
          >
            <option value={FOLLOW_PAGE}>Same as the page</option>
            <option value={ALL_STATES}>All states (USA)</option>
            {chosenPlace && <option value={chosenPlace.hierarchy}>{chosenPlace.name}</option>}
          </Select>
          <LocationSearch
            onSelect={(location) => {
              const name = placeName({
                ...location,
                type: locationTypeOfHierarchy(location.hierarchy) ?? 'state',
              });
              setChosenPlace({ hierarchy: location.hierarchy, name });
              update({ location: location.hierarchy });
            }}
          />
        </fieldset>
      )}
      <ChoiceField
        label="Date range"
        choices={widgetDateRanges}
        describe={(days) => dateRangeLabels[days]}
        {...choiceOf('date_range')}
      />
      <ChoiceField
        label="Column width"
        choices={widgetColumnWidths}
        describe={(width) => columnWidthLabels[width]}
        {...choiceOf('column_width')}
      />
      {missingBiller && (
        <p className="field-hint" id={`${id}-hint`}>
          Choose a biller to save this widget.
        </p>
      )}
      <div className="widget-settings-actions">
        {/* Button swallows presses while aria-disabled: the hint says why. */}
        <Button
          type="submit"
          aria-disabled={missingBiller}
          {...(missingBiller ? { 'aria-describedby': `${id}-hint` } : {})}
        >
          Save settings
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
