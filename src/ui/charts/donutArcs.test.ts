import { Pie } from '@visx/shape';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { donutArcs } from './donutArcs.js';

const radii = { innerRadius: 44, outerRadius: 80, padAngle: 0.01 };

/** The paths @visx/shape's Pie (d3-shape) draws for the same values, as the chart drew them. */
function visxPaths(values: number[]): string[] {
  const markup = renderToStaticMarkup(
    createElement(Pie<number>, {
      data: values,
      pieValue: (value: number) => value,
      pieSort: null,
      outerRadius: radii.outerRadius,
      innerRadius: radii.innerRadius,
      padAngle: radii.padAngle,
    }),
  );
  return [...markup.matchAll(/ d="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe('donutArcs', () => {
  it.each([
    ['several shares', [52, 31, 9, 5, 3]],
    ['two equal halves', [1, 1]],
    ['one share only (a whole ring)', [7]],
    ['a zero among them', [10, 0, 5]],
    ['a tiny share narrower than its gap', [1000, 0.001, 2]],
    ['all zero', [0, 0]],
    ['many', [9, 8, 7, 6, 5, 4, 3, 2, 1, 1, 1, 1]],
  ])('draws %s exactly as d3-shape did', (_name, values) => {
    const ours = donutArcs(values, (value) => value, radii).map((slice) => slice.path);
    expect(ours).toEqual(visxPaths(values));
  });

  it('draws nothing for no data', () => {
    expect(donutArcs([], () => 1, radii)).toEqual([]);
  });
});
