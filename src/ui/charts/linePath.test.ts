import { LinePath } from '@visx/shape';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linePath } from './linePath.js';

type Point = readonly [number, number];

/** The path @visx/shape's LinePath (d3-shape, linear curve) draws through the same points. */
function visxPath(points: Point[]): string {
  const markup = renderToStaticMarkup(
    createElement(LinePath<Point>, {
      data: points,
      x: (point) => point[0],
      y: (point) => point[1],
    }),
  );
  return / d="([^"]*)"/.exec(markup)?.[1] ?? '';
}

describe('linePath', () => {
  it.each([
    [
      'a rising line',
      [
        [0, 100],
        [50, 80],
        [100, 20],
      ],
    ],
    [
      'fractions that round',
      [
        [0.12345, 1.98765],
        [33.3333333, 66.6666667],
        [99.9999, 0.0004],
      ],
    ],
    ['twelve months', Array.from({ length: 12 }, (_, index): Point => [index * 54.5, 120 - ((index * 37) % 90)])],
    ['one point', [[10, 10]]],
  ] as [string, Point[]][])('draws %s exactly as d3-shape does', (_name, points) => {
    expect(linePath(points)).toBe(visxPath(points));
  });
});
