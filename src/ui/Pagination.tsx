/** Page numbers shown on each side of the current one; the first and last always show. */
const NEIGHBOURS = 2;

/** The page numbers to offer, with null where a run of pages is left out. */
export function pagesToOffer(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= NEIGHBOURS) {
      pages.push(page);
    } else if (pages.at(-1) !== null) {
      pages.push(null);
    }
  }
  return pages;
}

/**
 * Links to the pages of a list: plain links, so they work without JavaScript and client routing
 * takes them when it runs. Renders nothing when everything fits on one page.
 */
export function Pagination({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  /** Names the navigation landmark, e.g. "Pages of search results". */
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="pagination">
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev" className="pagination__step">
              <span aria-hidden="true">‹</span> Previous
            </a>
          </li>
        ) : null}
        {pagesToOffer(page, pageCount).map((offered, index) =>
          offered === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={offered}>
              <a
                href={href(offered)}
                aria-current={offered === page ? 'page' : undefined}
                aria-label={`Page ${offered}`}
              >
                {offered}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={href(page + 1)} rel="next" className="pagination__step">
              Next <span aria-hidden="true">›</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
