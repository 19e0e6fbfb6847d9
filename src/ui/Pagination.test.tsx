// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination, pagesToOffer } from './Pagination.js';

describe('pagesToOffer', () => {
  it('offers the first, the last and two on each side of the current page', () => {
    expect(pagesToOffer(1, 3)).toEqual([1, 2, 3]);
    expect(pagesToOffer(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pagesToOffer(2, 12)).toEqual([1, 2, 3, 4, null, 12]);
  });
});

describe('Pagination', () => {
  it('links every page offered, marks the current one and steps both ways', () => {
    render(<Pagination page={2} pageCount={5} href={(page) => `/u/search?page=${page}`} label="Pages" />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/u/search?page=1');
    expect(within(nav).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/u/search?page=3');
  });

  it('shows nothing for a single page, and no step past either end', () => {
    const { container } = render(<Pagination page={1} pageCount={1} href={String} label="Pages" />);
    expect(container.innerHTML).toBe('');
    render(<Pagination page={3} pageCount={3} href={String} label="Pages" />);
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
  });
});
