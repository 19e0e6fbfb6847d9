/** A widget whose selection has no payments yet: say so, and how to widen it. */
export function EmptyWidget() {
  return (
    <p className="widget-message">
      No payments recorded for this selection yet. Try a wider place, a longer date range or all services.
    </p>
  );
}
