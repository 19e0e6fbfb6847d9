import { useId, useState, type FormEvent } from 'react';
import type { BillerSummary } from '../api/contracts/directoryContract.js';
import { useAppDispatch } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/TextField.js';
import { searchBillers } from './searchBillersThunk.js';

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; billers: BillerSummary[] }
  | { status: 'error' };

/**
 * Choose the biller of a Biller Listing widget: search by name, then pick one of the results (a
 * radio group, so it is one tab stop and arrow keys move through the results). The chosen biller
 * stays listed first so the form always shows what will be saved.
 */
export function BillerPicker({
  value,
  onChange,
}: {
  value: { slug: string; name: string } | null;
  onChange: (biller: { slug: string; name: string }) => void;
}) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });

  // A nested <form> is not allowed: the search runs from its button or Enter in the field.
  const runSearch = async (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '') return;
    setSearch({ status: 'loading' });
    try {
      setSearch({ status: 'done', billers: await dispatch(searchBillers(text)).unwrap() });
    } catch {
      setSearch({ status: 'error' });
    }
  };

  const found = search.status === 'done' ? search.billers : [];
  const options = value ? [value, ...found.filter((biller) => biller.slug !== value.slug)] : found;
  return (
    <fieldset className="biller-picker">
      <legend>Biller</legend>
      <div className="biller-picker-search">
        <TextField
          label="Find a biller by name"
          type="search"
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void runSearch(event);
          }}
        />
        <Button
          variant="secondary"
          busy={search.status === 'loading'}
          onClick={() => void runSearch()}
        >
          Search
        </Button>
      </div>
      <p className="biller-picker-status" role="status">
        {search.status === 'loading' && 'Searching…'}
        {search.status === 'error' && 'Biller search is unavailable right now. Try again.'}
        {search.status === 'done' &&
          (search.billers.length === 0
            ? 'No billers match.'
            : search.billers.length === 1
              ? '1 biller found.'
              : `${search.billers.length} billers found.`)}
      </p>
      {options.length > 0 && (
        <div className="biller-picker-options">
          {options.map((biller) => (
            <label key={biller.slug} className="choice">
              <input
                type="radio"
                name={`${id}-biller`}
                value={biller.slug}
                checked={value?.slug === biller.slug}
                onChange={() => onChange({ slug: biller.slug, name: biller.name })}
              />
              {biller.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
