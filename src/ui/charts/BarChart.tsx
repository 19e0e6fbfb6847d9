import { seriesClass, type ChartDatum } from './chartSeries.js';

const TRACK_WIDTH = 100;
const TRACK_HEIGHT = 10;

/**
 * Horizontal bars, one row per datum: the label and value are HTML text (readable, wrapping, sized
 * by the page), the bar an SVG that visx draws on the server in a fixed viewBox stretched to the
 * row, so nothing moves at hydration (docs/product.md#dashboard-widgets). Bars are scaled to the
 * largest value.
 */
export function BarChart({ data, caption }: { data: readonly ChartDatum[]; caption: string }) {
  const largest = Math.max(0, ...data.map((datum) => datum.value));
  // A linear scale from [0, largest] to the track, computed as d3's scaleLinear does (t = x / max,
  // then range × t). @visx/scale would bring d3-scale with d3-color, d3-format and d3-time into the
  // insights page's first-load JavaScript (docs/performance.md#first-load-javascript) for this one
  // division.
  const scale = (value: number) => TRACK_WIDTH * (value / (largest || 1));
  return (
    <figure className="chart chart--bar">
      <figcaption className="chart-caption">{caption}</figcaption>
      <ol className="chart-bars">
        {data.map((datum, index) => (
          <li key={datum.key}>
            <span className="chart-bar-label">{datum.label}</span>
            <span className="chart-bar-value">{datum.display}</span>
            <svg
              className="chart-bar-track"
              viewBox={`0 0 ${TRACK_WIDTH} ${TRACK_HEIGHT}`}
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              {/* The rect @visx/shape's Bar drew, without the library (docs/performance.md#where-each-target-stands). */}
              <rect
                className={`visx-bar ${seriesClass(index)}`}
                x={0}
                y={0}
                width={Math.max(0.5, scale(datum.value))}
                height={TRACK_HEIGHT}
              />
            </svg>
          </li>
        ))}
      </ol>
    </figure>
  );
}
