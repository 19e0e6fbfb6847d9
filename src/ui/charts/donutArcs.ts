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

/** A rim's start and end angles and the span between them once it has given up its share of the gap. */
type Rim = [start: number, end: number, span: number];

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
    const rp = ap > SHAPE_EPSILON ? Math.sqrt(r0 * r0 + r1 * r1) : 0;
    const padded = (r: number): Rim => {
      if (!(rp > SHAPE_EPSILON)) return [a0, a1, da];
      const p = Math.asin((rp / r) * Math.sin(ap));
      const span = da - p * 2;
      if (!(span > SHAPE_EPSILON)) return [(a0 + a1) / 2, (a0 + a1) / 2, 0];
      const shift = cw ? p : -p;
      return [a0 + shift, a1 - shift, span];
    };
    const [a00, a10, da0] = padded(r0);
    const [a01, a11, da1] = padded(r1);
    path.moveTo(r1 * Math.cos(a01), r1 * Math.sin(a01));
    if (da1 > SHAPE_EPSILON) path.arc(r1, a01, a11, !cw);
    if (!(r0 > SHAPE_EPSILON) || !(da0 > SHAPE_EPSILON)) {
      path.lineTo(r0 * Math.cos(a10), r0 * Math.sin(a10));
    } else path.arc(r0, a10, a00, cw);
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
