// Environment: server What the seed lets the insights publish in the largest places
// (docs/operations.md#seed): for the country and the most populous metros and counties, the
// households living there, how many ranking rows of the all-services view (last 12 months;
// docs/product.md#insight-windows) reach the privacy threshold, and the most payers of one row.
// `npm run seed` prints it, so the README's figures are measured, not hand-counted.
import { sql, type Kysely } from 'kysely';
import { MIN_PAYERS } from '../../../src/insights/privacyThreshold.js';
import type { Database } from '../databaseSchema.js';

export type PublishedRanking = {
  hierarchy: string;
  type: 'country' | 'cbsa' | 'county';
  /** The place's name, with its state for a metro (a metro spanning states has a row in each). */
  name: string;
  population: number;
  households: number;
  /** Ranking rows of at least MIN_PAYERS payers. */
  rows: number;
  /** The most payers of one row; null without a published row. */
  mostPayers: number | null;
};

/**
 * The country, then the `places` most populous metros and counties, most populous first, and the
 * places of `also` (hierarchies) that are not among them.
 */
export async function publishedRankings(
  db: Kysely<Database>,
  { places = 10, also = [] }: { places?: number; also?: readonly string[] } = {},
): Promise<PublishedRanking[]> {
  const result = await sql<{
    hierarchy: string;
    type: PublishedRanking['type'];
    name: string;
    state: string | null;
    population: number;
    households: number;
    rows: number;
    most_payers: number | null;
  }>`
    WITH places AS (
      (SELECT hierarchy, type, name, state, population FROM locations WHERE type = 'country')
      UNION ALL
      (SELECT hierarchy, type, name, state, population FROM locations WHERE type = 'cbsa'
        ORDER BY population DESC, hierarchy LIMIT ${places})
      UNION ALL
      (SELECT hierarchy, type, name, state, population FROM locations WHERE type = 'county'
        ORDER BY population DESC, hierarchy LIMIT ${places})
      UNION
      (SELECT hierarchy, type, name, state, population FROM locations
        WHERE hierarchy = ANY(${[...also]}::text[]))
    )
    SELECT places.hierarchy, places.type, places.name, places.state, places.population,
      (SELECT count(*) FROM users
        WHERE users.location_hierarchy LIKE places.hierarchy || '/%')::integer AS households,
      (SELECT count(*) FROM insight_biller_stats s
        WHERE s.location_hierarchy = places.hierarchy AND s.days = 365
          AND s.payer_count >= ${MIN_PAYERS})::integer AS rows,
      (SELECT max(s.payer_count) FROM insight_biller_stats s
        WHERE s.location_hierarchy = places.hierarchy AND s.days = 365
          AND s.payer_count >= ${MIN_PAYERS})::integer AS most_payers
    FROM places
    ORDER BY places.type = 'country' DESC, places.type, places.population DESC`.execute(db);
  return result.rows.map((row) => ({
    hierarchy: row.hierarchy,
    type: row.type,
    name:
      row.type === 'cbsa' && row.state
        ? `${row.name} (${row.state})`
        : row.type === 'county' && row.state
          ? `${row.name}, ${row.state}`
          : row.name,
    population: Number(row.population),
    households: Number(row.households),
    rows: Number(row.rows),
    mostPayers: row.most_payers === null ? null : Number(row.most_payers),
  }));
}

/** The rankings as a Markdown table, as the README shows them. */
export function publishedRankingsTable(rankings: readonly PublishedRanking[]): string {
  const header = ['Place', 'Households', `Rows ≥ ${MIN_PAYERS} payers`, 'Most payers'];
  const lines = rankings.map((ranking) => [
    ranking.name,
    String(ranking.households),
    String(ranking.rows),
    ranking.mostPayers === null ? '—' : String(ranking.mostPayers),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}
