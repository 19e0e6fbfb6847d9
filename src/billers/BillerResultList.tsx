import type { KeyboardEvent, Ref } from 'react';
import type { BillerSummary } from '../api/contracts/directoryContract.js';
import { paths } from '../routing/paths.js';
import { itemForKey } from '../ui/arrowKeyFocus.js';
import { Badge } from '../ui/Badge.js';
import { ServiceTypeIcon } from '../ui/icons/ServiceTypeIcon.js';
import { LinkButton } from '../ui/LinkButton.js';
import { highlightMatches } from './highlightMatches.js';

/** The class of each result's name link: the stops of the arrow keys. */
const NAME_LINK = 'biller-result__name';

function BillerName({ name, highlight }: { name: string; highlight: string }) {
  return (
    <>
      {highlightMatches(name, highlight).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}

/**
 * Billers found or browsed, each linking to its page and to paying it (the pay flow adds the
 * bill first when the user has none with that biller, docs/product.md#search-page). Up, Down,
 * Home and End move between the results' names; Up from the first and Escape call `onLeave`.
 */
export function BillerResultList({
  billers,
  highlight = '',
  start,
  listRef,
  onLeave,
  labelledBy,
}: {
  billers: readonly BillerSummary[];
  /** Search text whose matches are marked in each name. */
  highlight?: string;
  /** The number of the first result (21 on the second page of 20). */
  start: number;
  listRef?: Ref<HTMLOListElement>;
  onLeave?: () => void;
  labelledBy: string;
}) {
  const moveFocus = (event: KeyboardEvent<HTMLOListElement>) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>(`a.${NAME_LINK}`)];
    const current = links.find((link) => link.closest('li')?.contains(document.activeElement));
    if (event.key === 'Escape' || (event.key === 'ArrowUp' && current === links[0])) {
      if (!onLeave) return;
      event.preventDefault();
      onLeave();
      return;
    }
    const next = itemForKey(event.key, links, current ?? null);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  return (
    <ol
      ref={listRef}
      className="result-list biller-results"
      start={start}
      aria-labelledby={labelledBy}
      onKeyDown={moveFocus}
    >
      {billers.map((biller) => (
        <li key={biller.id}>
          <ServiceTypeIcon name={biller.service_types[0]?.icon ?? null} className="result-icon" />
          <span className="result-list__text">
            <a href={paths.biller(biller.slug)} className={NAME_LINK}>
              <strong>
                <BillerName name={biller.name} highlight={highlight} />
              </strong>
            </a>
            <span className="result-detail">{biller.service_types.map((type) => type.name).join(', ')}</span>
            {biller.near_you ? (
              <span>
                <Badge tone="info">Serves your area</Badge>
              </span>
            ) : null}
          </span>
          <LinkButton href={paths.payBiller(biller.slug)} size="sm" variant="secondary" className="biller-results__pay">
            Pay this biller<span className="visually-hidden">: {biller.name}</span>
          </LinkButton>
        </li>
      ))}
    </ol>
  );
}
