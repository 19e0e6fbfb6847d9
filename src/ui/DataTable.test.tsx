// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './DataTable.js';

type Row = { slug: string; name: string; share: string };

const rows: Row[] = [
  { slug: 'comcast', name: 'Comcast Xfinity', share: '12%' },
  { slug: 'pse', name: 'Puget Sound Energy', share: '9%' },
];

const columns: Column<Row>[] = [
  { key: 'name', header: 'Biller', cell: (row) => row.name, rowHeader: true },
  { key: 'share', header: 'Share', cell: (row) => row.share, numeric: true },
  { key: 'link', header: <span>Open</span>, cell: (row) => <a href={`/b/${row.slug}`}>Open</a> },
];

/** The table of these rows and columns, with what a test varies (caption, form, rows). */
function renderTable(props: Partial<ComponentProps<typeof DataTable<Row>>> & { caption: string }) {
  return render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.slug} {...props} />);
}

describe('DataTable', () => {
  it('is a table named by its caption, with column and row headers', () => {
    renderTable({ caption: 'Most common billers' });
    const table = screen.getByRole('table', { name: 'Most common billers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Biller', 'Share', 'Open']);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.textContent)).toEqual(['Comcast Xfinity', 'Puget Sound Energy']);
    expect(rowHeaders[0]?.getAttribute('scope')).toBe('row');
    const secondRow = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(within(secondRow).getByRole('cell', { name: '9%' }).className).toBe('numeric');
    expect(within(table).getAllByRole('columnheader')[1]?.className).toBe('numeric');
  });

  it('stacks on phones by default: every cell carries its column name to show as a label', () => {
    const { container } = renderTable({ caption: 'Billers' });
    const table = screen.getByRole('table', { name: 'Billers' });
    expect(table.className).toBe('data-table data-table--stack');
    // No scrolling box in the stacked form: nothing to scroll sideways.
    expect(screen.queryByRole('region')).toBeNull();
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect([...firstRow.querySelectorAll('th, td')].map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Biller',
      'Share',
      null,
    ]);
    expect(container.firstElementChild).toBe(table);
  });

  it('as a scrolling table sits in a named region reachable by Tab, so it can be scrolled', async () => {
    const user = userEvent.setup();
    renderTable({ caption: 'Payment methods', narrow: 'scroll' });
    const region = screen.getByRole('region', { name: 'Payment methods' });
    expect(within(region).getByRole('table', { name: 'Payment methods' }).className).toBe(
      'data-table data-table--scroll',
    );
    await user.tab();
    expect(document.activeElement).toBe(region);
    await user.tab();
    expect(document.activeElement).toBe(within(region).getAllByRole('link')[0]);
  });

  it('with no rows still has its caption and headers', () => {
    renderTable({ caption: 'No billers', rows: [] });
    const table = screen.getByRole('table', { name: 'No billers' });
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });
});
