import { useState, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import { BILLER_SHELVES, DIGIT_SHELF, type BillerSearchResponse } from '../api/contracts/directoryContract.js';
import { selectServiceTypes } from '../directory/directorySlice.js';
import { stateByCode } from '../location/stateAbbreviations.js';
import { paths } from '../routing/paths.js';
import { useAppSelector } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { EmptyState } from '../ui/EmptyState.js';
import { formatCount } from '../ui/formatters.js';
import { Pagination } from '../ui/Pagination.js';
import type { DirectoryAddress } from './billerAddress.js';
import { BillerFilterFields } from './BillerFilterFields.js';
import { BillerResultList } from './BillerResultList.js';

const LIST_HEADING = 'directory-list';

function shelfName(letter: string): string {
  return letter === DIGIT_SHELF ? '0–9' : letter.toUpperCase();
}

/** "Electric billers starting with B in Washington". */
function listHeading(address: DirectoryAddress, typeName: string | undefined): string {
  const state = address.state ? stateByCode(address.state)?.name : undefined;
  return [
    typeName ? `${typeName} billers` : 'Billers',
    address.letter ? `starting with ${shelfName(address.letter)}` : null,
    state ? `in ${state}` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The biller directory (docs/product.md#biller-directory): every biller by name, to browse by
 * first letter, service type and state, paged. Letters and pages are links and the filters a
 * GET form, so it all works without JavaScript; with it, a filter applies as soon as it changes.
 */
export function BillerDirectory({
  address,
  answer,
  signedIn,
}: {
  address: DirectoryAddress;
  answer: BillerSearchResponse;
  /** Signed in with a place: the list starts with the billers serving it. */
  signedIn: boolean;
}) {
  const serviceTypes = useAppSelector(selectServiceTypes) ?? [];
  const typeName = serviceTypes.find((type) => type.slug === address.type)?.name;
  const pageCount = Math.ceil(answer.total / answer.page_size);
  const first = (answer.page - 1) * answer.page_size + 1;
  // The filters as chosen, applied by the form's button; a navigation brings the address's own.
  const [filters, setFilters] = useState(address);
  const [seen, setSeen] = useState(address);
  if (seen !== address) {
    setSeen(address);
    setFilters(address);
  }
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(paths.billerDirectory({ ...filters, letter: address.letter, page: 1 }), {
      keepScrollPosition: true,
    });
  };
  return (
    <>
      <form
        action={paths.billerDirectory()}
        method="get"
        className="search-form biller-search-form"
        aria-label="Filter the directory"
        onSubmit={apply}
      >
        {address.letter ? <input type="hidden" name="letter" value={address.letter} /> : null}
        <BillerFilterFields
          idPrefix="directory"
          filters={filters}
          serviceTypes={serviceTypes}
          onChange={(name, value) => setFilters((current) => ({ ...current, [name]: value }))}
        />
        <Button type="submit" variant="secondary">
          Show billers
        </Button>
      </form>
      <nav aria-label="Billers by first letter" className="directory-letters">
        <ul>
          <li>
            <a
              href={paths.billerDirectory({ type: address.type, state: address.state })}
              aria-current={address.letter === '' ? 'page' : undefined}
            >
              All
            </a>
          </li>
          {BILLER_SHELVES.map((letter) => (
            <li key={letter}>
              <a
                href={paths.billerDirectory({ ...address, letter, page: 1 })}
                aria-current={address.letter === letter ? 'page' : undefined}
                aria-label={`Starting with ${shelfName(letter)}`}
              >
                {shelfName(letter)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={LIST_HEADING} className="search-results">
        <h2 id={LIST_HEADING}>{listHeading(address, typeName)}</h2>
        <p role="status" className="result-detail">
          {answer.billers.length > 0
            ? `${first}–${first + answer.billers.length - 1} of ${formatCount(answer.total)}${
                signedIn ? ', those serving your area first' : ''
              }`
            : ''}
        </p>
        {answer.billers.length === 0 ? (
          <Card>
            <EmptyState title="No billers here" icon="search" headingLevel={3}>
              <p>
                {answer.total > 0
                  ? `This list has ${formatCount(answer.total)} billers; `
                  : 'Try another letter, service type or state, or '}
                <a href={paths.billerDirectory()}>see every biller</a>.
              </p>
            </EmptyState>
          </Card>
        ) : (
          <BillerResultList billers={answer.billers} start={first} labelledBy={LIST_HEADING} />
        )}
        <Pagination
          page={answer.page}
          pageCount={pageCount}
          href={(page) => paths.billerDirectory({ ...address, page })}
          label="Pages of the directory"
        />
      </section>
    </>
  );
}
