import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_WIDGETS, widgetKinds, type WidgetKind } from '../api/contracts/widgetSettingsContract.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Select } from '../ui/Select.js';
import {
  dashboardReset,
  selectDashboardOrigin,
  selectSaveStatus,
  selectSettingsStatus,
  selectWidgets,
  nextWidgetId,
  widgetAdded,
  type DashboardOrigin,
  type DashboardState,
} from './dashboardSlice.js';
import { widgetCatalog } from './widgetCatalog.js';
import { WidgetCard } from './WidgetCard.js';
import type { PageScope, WidgetResult } from './widgetQuery.js';

function whereSaved(origin: DashboardOrigin): string {
  return origin === 'account'
    ? 'Your widgets are saved to your account.'
    : 'Your widgets are saved on this device. Sign in to keep them on your account.';
}

function saveMessage(status: DashboardState['saveStatus'], origin: DashboardOrigin): string | null {
  switch (status) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return origin === 'account' ? 'Saved to your account.' : 'Saved on this device.';
    default:
      return null;
  }
}

/**
 * The insights dashboard (docs/product.md#dashboard-widgets): widgets the visitor adds, removes,
 * reorders and configures, each following the page's filters unless pinned. Everything is a native
 * control in reading order; a polite live region says what each action did.
 */
export function Dashboard({
  scope,
  pageResults,
  suggestedBiller,
}: {
  scope: PageScope;
  pageResults: Readonly<Record<string, WidgetResult>>;
  /** The biller a new Biller Listing starts with: the page's most common one. */
  suggestedBiller: string | null;
}) {
  const dispatch = useAppDispatch();
  const id = useId();
  const widgets = useAppSelector(selectWidgets);
  const origin = useAppSelector(selectDashboardOrigin);
  const saveStatus = useAppSelector(selectSaveStatus);
  const settingsStatus = useAppSelector(selectSettingsStatus);
  const [kind, setKind] = useState<WidgetKind>('most_common_billers_table');
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `${id}-heading`;

  // A new widget takes focus, so keyboard users land on what they added.
  useEffect(() => {
    if (!pendingFocus.current) return;
    document.querySelector<HTMLElement>(`[data-widget-id="${pendingFocus.current}"] h3`)?.focus();
    pendingFocus.current = null;
  }, [widgets]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (widgets.length >= MAX_WIDGETS) return;
    const widgetId = nextWidgetId(kind, widgets);
    dispatch(widgetAdded({ kind, id: widgetId, biller: suggestedBiller }));
    setAnnouncement(`${widgetCatalog[kind].label} added at the end of your dashboard.`);
    pendingFocus.current = widgetId;
  };

  const full = widgets.length >= MAX_WIDGETS;
  const saveFailed = saveStatus === 'failed';
  return (
    <section className="dashboard" aria-labelledby={headingId}>
      <div className="dashboard-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          Your dashboard
        </h2>
        <p className="dashboard-where">{whereSaved(origin)}</p>
      </div>
      <form className="dashboard-add" onSubmit={add}>
        <Select
          label="Widget"
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => {
            const chosen = widgetKinds.find((value) => value === event.target.value);
            if (chosen) setKind(chosen);
          }}
        >
          {widgetKinds.map((value) => (
            <option key={value} value={value}>
              {widgetCatalog[value].label}
            </option>
          ))}
        </Select>
        <Button type="submit" icon="plus" aria-disabled={full}>
          Add widget
        </Button>
        <Button variant="secondary" icon="rotate-ccw" onClick={() => dispatch(dashboardReset())}>
          Restore default widgets
        </Button>
        {full && <p className="field-hint">A dashboard holds up to {MAX_WIDGETS} widgets.</p>}
      </form>
      {settingsStatus === 'failed' && (
        <p className="dashboard-problem" role="alert">
          Your saved widgets could not be loaded, so these are the defaults. Changes will not be saved until you reload.
        </p>
      )}
      {saveFailed && (
        <p className="dashboard-problem" role="alert">
          Your widgets could not be saved. They stay as they are on this page; try again later.
        </p>
      )}
      {widgets.length === 0 ? (
        <p className="widget-message">
          No widgets yet. Choose one above and select Add widget, or restore the defaults.
        </p>
      ) : (
        <ol className="widget-grid">
          {widgets.map((widget, index) => (
            <WidgetCard
              key={widget.id}
              widget={widget}
              position={index + 1}
              count={widgets.length}
              scope={scope}
              pageResults={pageResults}
              announce={setAnnouncement}
              onRemoved={() => headingRef.current?.focus()}
            />
          ))}
        </ol>
      )}
      <p className="visually-hidden" role="status">
        {announcement} {saveMessage(saveStatus, origin)}
      </p>
    </section>
  );
}
