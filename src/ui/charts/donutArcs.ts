// The slices of a donut chart as SVG paths, computed the way d3-shape's pie() and arc() (through
// @visx/shape's Pie) computed them, to the same path text (coordinates to 3 decimals), without their 3 KB gzipped in the
// insights page's first load (docs/performance.md#first-load-javascript). Only what our donut uses:
// no sorting, no corner radius, pad radius sqrt(inner² + outer²). src/ui/charts/donutArcs.test.ts
// compares with @visx/shape.

const TAU = 2 * Math.PI;
const HALF_PI = Math.PI / 2;
/** d3-shape's tolerance for angles and radii. */
const SHAPE_EPSILON = 1e-12;
/** d3-path's tolerance for points and arc sweeps. */
const PATH_EPSILON = 1e-6;

/** Coordinates to 3 decimals, as d3-shape writes them (its default `digits`). */
function n(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The commands of d3-path that an arc uses, written as d3-path writes them. */
class SvgPathText {
  text = '';
  private x0: number | null = null;
  private y0: number | null = null;
  private x1: number | null = null;
  private y1: number | null = null;

  moveTo(x: number, y: number): void {
    this.text += `M${n((this.x0 = this.x1 = x))},${n((this.y0 = this.y1 = y))}`;
  }

  lineTo(x: number, y: number): void {
    this.text += `L${n((this.x1 = x))},${n((this.y1 = y))}`;
  }

  /** A circle's arc around (0, 0) from angle a0 to a1 (radians), counter-clockwise if `ccw`. */
  arc(r: number, a0: number, a1: number, ccw: boolean): void {
    const dx = r * Math.cos(a0);
    const dy = r * Math.sin(a0);
    const cw = ccw ? 0 : 1;
    let da = ccw ? a0 - a1 : a1 - a0;
    if (this.x1 === null || this.y1 === null) this.text += `M${n(dx)},${n(dy)}`;
    else if (Math.abs(this.x1 - dx) > PATH_EPSILON || Math.abs(this.y1 - dy) > PATH_EPSILON) {
      this.text += `L${n(dx)},${n(dy)}`;
    }
    if (!r) return;
    if (da < 0) da = (da % TAU) + TAU;
    if (da > TAU - PATH_EPSILON) {
      // A whole circle: two half arcs.
      this.text += `A${n(r)},${n(r)},0,1,${cw},${n(-dx)},${n(-dy)}A${n(r)},${n(r)},0,1,${cw},${n((this.x1 = dx))},${n((this.y1 = dy))}`;
    } else if (da > PATH_EPSILON) {
      this.text += `A${n(r)},${n(r)},0,${da >= Math.PI ? 1 : 0},${cw},${n((this.x1 = r * Math.cos(a1)))},${n((this.y1 = r * Math.sin(a1)))}`;
    }
  }

  closePath(): void {
    if (this.x1 === null) return;
    this.x1 = this.x0;
    this.y1 = this.y0;
    this.text += 'Z';
  }
}

type Radii = { innerRadius: number; outerRadius: number };

/** A slice's angles (a0 to a1, sweeping da, clockwise when cw) and its gap's half angle and radius. */
type SliceGap = { a0: number; a1: number; da: number; cw: boolean; ap: number; rp: number };

/**
 * Where one rim of a slice starts and ends once it gives up its share of the gap: its own angle at
 * each end, or, too narrow for that, nothing but its middle. The inner and outer rims follow the
 * one rule, each with its own radius.
 */
function paddedRim(
  radius: number,
  { a0, a1, da, cw, ap, rp }: SliceGap,
): { start: number; end: number; sweep: number } {
  if (!(rp > SHAPE_EPSILON)) return { start: a0, end: a1, sweep: da };
  const p = Math.asin((rp / radius) * Math.sin(ap));
  const sweep = da - p * 2;
  if (!(sweep > SHAPE_EPSILON)) return { start: (a0 + a1) / 2, end: (a0 + a1) / 2, sweep: 0 };
  const turn = cw ? p : -p;
  return { start: a0 + turn, end: a1 - turn, sweep };
}

/** One slice from startAngle to endAngle (radians, clockwise from 12 o'clock). */
function slicePath(
  { innerRadius: r0, outerRadius: r1 }: Radii,
  startAngle: number,
  endAngle: number,
  padAngle: number,
): string {
  const path = new SvgPathText();
  const a0 = startAngle - HALF_PI;
  const a1 = endAngle - HALF_PI;
  const da = Math.abs(a1 - a0);
  const cw = a1 > a0;
  if (!(r1 > SHAPE_EPSILON)) path.moveTo(0, 0);
  else if (da > TAU - SHAPE_EPSILON) {
    path.moveTo(r1 * Math.cos(a0), r1 * Math.sin(a0));
    path.arc(r1, a0, a1, !cw);
    if (r0 > SHAPE_EPSILON) {
      path.moveTo(r0 * Math.cos(a1), r0 * Math.sin(a1));
      path.arc(r0, a1, a0, cw);
    }
  } else {
    // The gap between slices is the same width on both rims: each rim gives up its own angle.
    const ap = padAngle / 2;
    const gap = { a0, a1, da, cw, ap, rp: ap > SHAPE_EPSILON ? Math.sqrt(r0 * r0 + r1 * r1) : 0 };
    const inner = paddedRim(r0, gap);
    const outer = paddedRim(r1, gap);
    path.moveTo(r1 * Math.cos(outer.start), r1 * Math.sin(outer.start));
    if (outer.sweep > SHAPE_EPSILON) path.arc(r1, outer.start, outer.end, !cw);
    if (!(r0 > SHAPE_EPSILON) || !(inner.sweep > SHAPE_EPSILON)) {
      path.lineTo(r0 * Math.cos(inner.end), r0 * Math.sin(inner.end));
    } else path.arc(r0, inner.end, inner.start, cw);
  }
  path.closePath();
  return path.text;
}

/**
 * The donut's slices in the data's order, each `value`'s share of the circle, `padAngle`
 * (radians) between neighbours; a value of zero or less gets only its gap.
 */
export function donutArcs<Datum>(
  data: readonly Datum[],
  value: (datum: Datum) => number,
  { padAngle, ...radii }: Radii & { padAngle: number },
): { datum: Datum; path: string }[] {
  const values = data.map(value);
  const sum = values.reduce((total, each) => (each > 0 ? total + each : total), 0);
  const pad = Math.min(TAU / data.length, padAngle);
  const perUnit = sum ? (TAU - data.length * pad) / sum : 0;
  let startAngle = 0;
  return data.map((datum, index) => {
    const each = values[index] ?? 0;
    const endAngle = startAngle + (each > 0 ? each * perUnit : 0) + pad;
    const slice = { datum, path: slicePath(radii, startAngle, endAngle, pad) };
    startAngle = endAngle;
    return slice;
  });
}
