import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { WidgetSetting } from '../api/contracts/widgetSettingsContract.js';
import { placeName } from '../insights/placeName.js';
import { useAppDispatch } from '../store/hooks.js';
import { Icon } from '../ui/icons/Icon.js';
import { widgetConfigured, widgetMoved, widgetRemoved } from './dashboardSlice.js';
import { useWidgetResult, type WidgetState } from './useWidgetResult.js';
import { WidgetBody } from './WidgetBody.js';
import { widgetCatalog } from './widgetCatalog.js';
import { widgetQuery, type PageScope, type WidgetResult } from './widgetQuery.js';
import type { PinnedNames } from './WidgetSettingsForm.js';

// The settings form opens only when asked (never in the server's HTML), so its code, with the
// biller and location pickers, loads then rather than with the page
// (docs/performance.md#first-load-javascript).
const WidgetSettingsForm = lazy(() =>
  import('./WidgetSettingsForm.js').then((module) => ({ default: module.WidgetSettingsForm })),
);

function pinnedNamesOf(state: WidgetState): PinnedNames {
  if (state.status !== 'loaded') return { location: null, biller: null };
  const { data } = state;
  return {
    location: placeName(data.answer.location),
    biller: data.endpoint === 'biller_listing' ? data.answer.biller.name : null,
  };
}

export type WidgetCardProps = {
  widget: WidgetSetting;
  position: number;
  count: number;
  scope: PageScope;
  pageResults: Readonly<Record<string, WidgetResult>>;
  /** Tells the dashboard's live region what just happened (moves, removals). */
  announce: (message: string) => void;
  /** Where focus goes after this widget is removed. */
  onRemoved: () => void;
};

/**
 * One widget on the 12-column grid: its heading, its actions (settings, move earlier or later,
 * remove) and its content. Move buttons stay focusable at either end (aria-disabled) so focus is
 * not lost when a widget reaches the first or last place.
 */
export function WidgetCard({ widget, position, count, scope, pageResults, announce, onRemoved }: WidgetCardProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const definition = widgetCatalog[widget.kind];
  const [configuring, setConfiguring] = useState(false);
  const { state, retry } = useWidgetResult(widgetQuery(widget, scope), pageResults);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const moveButtons = useRef<Record<'earlier' | 'later', HTMLButtonElement | null>>({
    earlier: null,
    later: null,
  });
  const movedWith = useRef<'earlier' | 'later' | null>(null);
  const headingId = `${id}-heading`;
  const name = `${definition.label} (widget ${position} of ${count})`;
  const isFirst = position === 1;
  const isLast = position === count;

  // Reordering moves this element in the DOM, which drops focus: put it back on the button used.
  useEffect(() => {
    if (!movedWith.current) return;
    moveButtons.current[movedWith.current]?.focus();
    movedWith.current = null;
  }, [position]);

  const move = (direction: 'earlier' | 'later') => {
    if (direction === 'earlier' ? isFirst : isLast) return;
    movedWith.current = direction;
    dispatch(widgetMoved({ id: widget.id, offset: direction === 'earlier' ? -1 : 1 }));
    const to = direction === 'earlier' ? position - 1 : position + 1;
    announce(`${definition.label} moved to position ${to} of ${count}.`);
  };

  const closeSettings = () => {
    setConfiguring(false);
    // Back to the button that opened the form (WAI-ARIA disclosure pattern).
    requestAnimationFrame(() => settingsButton.current?.focus());
  };

  return (
    <li className={`widget widget--${widget.column_width ?? 'three_columns'}`} data-widget-id={widget.id}>
      <article className="widget-card" aria-labelledby={headingId}>
        <header className="widget-header">
          <h3 id={headingId} tabIndex={-1}>
            {definition.label}
          </h3>
          <div className="widget-actions">
            <button
              ref={settingsButton}
              type="button"
              className="icon-button"
              aria-expanded={configuring}
              aria-controls={`${id}-settings`}
              aria-label={`Settings for ${name}`}
              onClick={() => setConfiguring((open) => !open)}
            >
              <Icon name="settings-2" />
            </button>
            {(['earlier', 'later'] as const).map((direction) => (
              <button
                key={direction}
                ref={(element) => {
                  moveButtons.current[direction] = element;
                }}
                type="button"
                className="icon-button"
                aria-disabled={direction === 'earlier' ? isFirst : isLast}
                aria-label={`Move ${name} ${direction}`}
                onClick={() => move(direction)}
              >
                <Icon name={direction === 'earlier' ? 'arrow-up' : 'arrow-down'} />
              </button>
            ))}
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${name}`}
              onClick={() => {
                dispatch(widgetRemoved(widget.id));
                announce(`${definition.label} removed.`);
                onRemoved();
              }}
            >
              <Icon name="trash" />
            </button>
          </div>
        </header>
        <div id={`${id}-settings`} hidden={!configuring}>
          {configuring && (
            <Suspense fallback={<p role="status">Loading the settings…</p>}>
              <WidgetSettingsForm
                widget={widget}
                pinnedNames={pinnedNamesOf(state)}
                onSave={(settings) => {
                  dispatch(widgetConfigured(settings));
                  announce(`${definition.label} settings saved.`);
                  closeSettings();
                }}
                onCancel={closeSettings}
              />
            </Suspense>
          )}
        </div>
        <div className="widget-body" aria-busy={state.status === 'loading'}>
          <WidgetBody widget={widget} state={state} onRetry={retry} onConfigure={() => setConfiguring(true)} />
        </div>
      </article>
    </li>
  );
}
