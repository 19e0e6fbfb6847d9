import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { seriesClass, type ChartDatum } from './chartSeries.js';

const SIZE = 160;
const RADIUS = SIZE / 2;

/**
 * A pie (donut) of shares, drawn by visx on the server as plain SVG with a fixed viewBox, so the
 * browser lays it out before any script runs and hydration changes nothing (issue 5: no layout
 * shift). The legend carries the labels and values for everyone; the drawing itself is hidden from
 * screen readers, who would otherwise hear the same numbers twice.
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
        <Group top={RADIUS} left={RADIUS}>
          <Pie
            data={[...data]}
            pieValue={(datum) => datum.value}
            pieSort={null}
            outerRadius={RADIUS}
            innerRadius={RADIUS * 0.55}
            padAngle={0.01}
          >
            {({ arcs, path }) =>
              arcs.map((arc) => (
                <path
                  key={arc.data.key}
                  className={seriesClass(data.indexOf(arc.data))}
                  d={path(arc) ?? ''}
                />
              ))
            }
          </Pie>
        </Group>
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
