// A line through points as SVG path text, written the way d3-shape's line() with its linear curve
// (through @visx/shape's LinePath) writes it: `M x,y L x,y …`, coordinates to 3 decimals. Our own
// few lines rather than d3-shape in a page's JavaScript, as the donut does (donutArcs.ts);
// src/ui/charts/linePath.test.ts compares with @visx/shape.

/** Coordinates to 3 decimals, as d3-path writes them (d3-shape's default `digits`). */
function n(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function linePath(points: readonly (readonly [number, number])[]): string {
  const path = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${n(x)},${n(y)}`).join('');
  // d3's linear curve closes a lone point, so it still draws with a round line cap.
  return points.length === 1 ? `${path}Z` : path;
}
