import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { BillerSearchResponse } from '../api/contracts/directoryContract.js';
import { selectServiceTypes } from '../directory/directorySlice.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { EmptyState } from '../ui/EmptyState.js';
import { ErrorState } from '../ui/ErrorState.js';
import { formatCount } from '../ui/formatters.js';
import { Pagination } from '../ui/Pagination.js';
import { TextField } from '../ui/TextField.js';
import { useSearchAsYouType } from '../ui/useSearchAsYouType.js';
import { billerListQuery, hasSearch, MAX_SEARCH_TEXT_LENGTH, type SearchAddress } from './billerAddress.js';
import { BillerFilterFields } from './BillerFilterFields.js';
import { BillerResultList } from './BillerResultList.js';
import { listBillers } from './listBillersThunk.js';

const RESULTS_HEADING = 'search-results';

/** "Billers 21–40 of 312". */
function rangeText(answer: BillerSearchResponse): string {
  const first = (answer.page - 1) * answer.page_size + 1;
  const last = first + answer.billers.length - 1;
  return `Billers ${first}–${last} of ${formatCount(answer.total)}`;
}

/**
 * The search page (docs/product.md#search-page): the server renders the address's first answer;
 * as the visitor types or picks a filter the browser searches (debounced, the older request
 * cancelled) and keeps the address in step, so a reload shows the same. Page links and the form
 * are plain HTML: they work before, and without, JavaScript.
 */
export function BillerSearch({
  rendered,
  renderedAnswer,
}: {
  /** The address the server rendered, after a first load or a navigation. */
  rendered: SearchAddress;
  renderedAnswer: BillerSearchResponse | null;
}) {
  const dispatch = useAppDispatch();
  const serviceTypes = useAppSelector(selectServiceTypes) ?? [];
  const [text, setText] = useState(rendered.q);
  const [filters, setFilters] = useState(rendered);
  // A navigation (a page link, Back, the form submitted) renders a new address: start from it.
  const [seen, setSeen] = useState(rendered);
  if (seen !== rendered) {
    setSeen(rendered);
    setText(rendered.q);
    setFilters(rendered);
  }
  const address: SearchAddress = {
    ...filters,
    q: text.trim().slice(0, MAX_SEARCH_TEXT_LENGTH),
  };
  const addressPath = paths.search(address);
  const isRendered = addressPath === paths.search(rendered);
  const live = useSearchAsYouType<BillerSearchResponse>(
    isRendered || !hasSearch(address) ? null : addressPath,
    (signal) => {
      const request = dispatch(listBillers(billerListQuery(address)));
      signal.addEventListener('abort', () => request.abort());
      return request.unwrap().then((answer) => [answer]);
    },
  );
  const settled = isRendered ? renderedAnswer : (live.results[0] ?? null);
  // While a newer search runs, the last answer stays (marked busy) instead of flashing empty.
  const [shown, setShown] = useState(settled);
  if (settled && settled !== shown) setShown(settled);
  const answer = hasSearch(address) ? (settled ?? shown) : null;
  const busy = !isRendered && live.status === 'loading';

  // The address follows the search, replacing the history entry: Back leaves the search.
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` !== addressPath) {
      window.history.replaceState(window.history.state, '', addressPath);
    }
  }, [addressPath]);

  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const fromInput = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = listRef.current?.querySelector<HTMLAnchorElement>('a');
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  // With script the results follow the fields already; the form submits only without it.
  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <>
      <form
        role="search"
        action={paths.search()}
        method="get"
        className="search-form biller-search-form"
        onSubmit={submit}
      >
        <TextField
          label="Biller name"
          id="search-query"
          name="q"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={fromInput}
          maxLength={MAX_SEARCH_TEXT_LENGTH}
          autoComplete="off"
          hint="Results appear as you type. Press Down to move to them."
          ref={inputRef}
        />
        <BillerFilterFields
          idPrefix="search"
          filters={filters}
          serviceTypes={serviceTypes}
          onChange={(name, value) => setFilters((current) => ({ ...current, [name]: value, page: 1 }))}
        />
        <Button type="submit" icon="search">
          Search
        </Button>
      </form>
      {live.status === 'error' && !isRendered ? (
        <ErrorState title="Search is not answering">
          <p>Check your connection; the results come back as soon as it answers.</p>
        </ErrorState>
      ) : null}
      {answer ? (
        <section aria-labelledby={RESULTS_HEADING} aria-busy={busy} className="search-results">
          <h2 id={RESULTS_HEADING}>
            {answer.total === 0 ? 'No billers match' : 'Billers matching'}
            {address.q ? (
              <>
                {' '}
                “<span data-testid="search-echo">{address.q}</span>”
              </>
            ) : null}
          </h2>
          <p role="status" className="result-detail">
            {answer.total === 0
              ? ''
              : answer.billers.length === 0
                ? `No billers on page ${answer.page}: there are ${formatCount(answer.total)} in all.`
                : rangeText(answer)}
          </p>
          {answer.total === 0 ? (
            <Card>
              <EmptyState title="Try another name" icon="search" headingLevel={3}>
                <p>
                  Check the spelling, search for the first word of the biller’s name, or{' '}
                  <a href={paths.billerDirectory()}>browse the directory</a>.
                </p>
              </EmptyState>
            </Card>
          ) : (
            <BillerResultList
              billers={answer.billers}
              highlight={address.q}
              start={(answer.page - 1) * answer.page_size + 1}
              listRef={listRef}
              onLeave={() => inputRef.current?.focus()}
              labelledBy={RESULTS_HEADING}
            />
          )}
          <Pagination
            page={answer.page}
            pageCount={Math.ceil(answer.total / answer.page_size)}
            href={(page) => paths.search({ ...address, page })}
            label="Pages of search results"
          />
        </section>
      ) : hasSearch(address) ? (
        <p role="status">{busy ? 'Searching…' : ''}</p>
      ) : (
        <Card>
          <EmptyState title="Find the biller you pay" icon="search" headingLevel={2}>
            <p>
              Type a biller’s name, or choose a service type or a state. You can also{' '}
              <a href={paths.billerDirectory()}>browse every biller by letter</a>.
            </p>
          </EmptyState>
        </Card>
      )}
    </>
  );
}
