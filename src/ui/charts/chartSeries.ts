import type { ReactNode } from 'react';

/** Series colours are CSS classes (global.css), never style attributes: CSP has no 'unsafe-inline'. */
export const SERIES_COUNT = 8;

export function seriesClass(index: number): string {
  return `chart-series-${index % SERIES_COUNT}`;
}

export type ChartDatum = {
  /** Stable and unique within the chart. */
  key: string;
  label: ReactNode;
  value: number;
  /** How the value reads next to its label ("42%", "$120.00"). */
  display: string;
};
