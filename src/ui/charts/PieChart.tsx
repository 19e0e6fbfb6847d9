import { seriesClass, type ChartDatum } from './chartSeries.js';
import { donutArcs } from './donutArcs.js';

const SIZE = 160;
const RADIUS = SIZE / 2;

/**
 * A pie (donut) of shares, drawn on the server as plain SVG (the paths d3-shape drew, without it in
 * the page's first load: src/ui/charts/donutArcs.ts) with a fixed viewBox, so the browser lays it
 * out before any script runs and hydration changes nothing (docs/product.md#dashboard-widgets: no
 * layout shift). The legend carries the labels and values for everyone; the drawing itself is
 * hidden from screen readers, who would otherwise hear the same numbers twice.
 */
export function PieChart({ data, caption }: { data: readonly ChartDatum[]; caption: string }) {
  return (
    <figure className="chart chart--pie">
      <svg
        className="chart-drawing"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        aria-hidden="true"
        focusable="false"
      >
        <g className="visx-group" transform={`translate(${RADIUS}, ${RADIUS})`}>
          {donutArcs(data, (datum) => datum.value, {
            outerRadius: RADIUS,
            innerRadius: RADIUS * 0.55,
            padAngle: 0.01,
          }).map(({ datum, path }, index) => (
            <path key={datum.key} className={seriesClass(index)} d={path} />
          ))}
        </g>
      </svg>
      <figcaption className="chart-caption">{caption}</figcaption>
      <ul className="chart-legend">
        {data.map((datum, index) => (
          <li key={datum.key}>
            <span className={`chart-swatch ${seriesClass(index)}`} aria-hidden="true" />
            <span className="chart-legend-label">{datum.label}</span>
            <span className="chart-legend-value">{datum.display}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
