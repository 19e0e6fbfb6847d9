import { linePath } from './linePath.js';

const WIDTH = 600;
const HEIGHT = 180;
/** Room inside the drawing so the line's points and their strokes are never clipped. */
const INSET = 10;

export type LineDatum = {
  /** Stable and unique within the chart. */
  key: string;
  /** The point's short label under the drawing ("Jul"). */
  label: string;
  value: number;
};

/**
 * A line over evenly spaced points (months), drawn on the server in a fixed viewBox scaled as a
 * whole, so nothing moves at hydration and the points stay round; coloured by CSS classes (the
 * CSP allows no inline styles). The drawing is one image named by `summary`; the figures
 * themselves belong in a table beside it. The value axis runs from `domain[0]` to `domain[1]`.
 */
export function LineChart({
  data,
  caption,
  summary,
  domain,
}: {
  data: readonly LineDatum[];
  caption: string;
  summary: string;
  domain: readonly [number, number];
}) {
  const [low, high] = domain;
  // Linear scales as d3's scaleLinear computes them: t = (v - d0) / (d1 - d0), then range × t.
  const x = (index: number) => INSET + (data.length > 1 ? (index / (data.length - 1)) * (WIDTH - 2 * INSET) : 0);
  const y = (value: number) => HEIGHT - INSET - ((value - low) / (high - low || 1)) * (HEIGHT - 2 * INSET);
  const points = data.map((datum, index) => [x(index), y(datum.value)] as const);
  const gridValues = [low, (low + high) / 2, high];
  return (
    <figure className="chart chart--line">
      <figcaption className="chart-caption">{caption}</figcaption>
      <div className="chart-line-frame">
        <ol className="chart-line-axis" aria-hidden="true">
          {[...gridValues].reverse().map((value) => (
            <li key={value}>{Math.round(value)}</li>
          ))}
        </ol>
        <svg className="chart-line-drawing" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
          {gridValues.map((value) => (
            <line key={value} className="chart-grid" x1={0} x2={WIDTH} y1={y(value)} y2={y(value)} />
          ))}
          <path className="chart-line" d={linePath(points)} />
          {points.map(([cx, cy], index) => (
            <circle
              key={data[index]?.key ?? index}
              className={index === points.length - 1 ? 'chart-point chart-point--last' : 'chart-point'}
              cx={cx}
              cy={cy}
              r={5}
            />
          ))}
        </svg>
        <ol className="chart-line-labels" aria-hidden="true">
          {data.map((datum) => (
            <li key={datum.key}>{datum.label}</li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
