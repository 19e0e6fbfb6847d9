import { useState } from 'react';
import type { BillerSummary } from '../api/contracts/directoryContract.js';
import { useAppDispatch } from '../store/hooks.js';
import { Combobox } from '../ui/Combobox.js';
import { formatQuantity } from '../ui/formatters.js';
import { searchStatusMessage, useSearchAsYouType } from '../ui/useSearchAsYouType.js';
import { useTypeaheadInput } from '../ui/useTypeaheadInput.js';
import { searchBillers } from './searchBillersThunk.js';

type ChosenBiller = { slug: string; name: string };

/** Shortest trimmed text worth a search (one letter matches half the directory). */
const MIN_SEARCH_LENGTH = 2;

const statusWords = {
  unavailable: 'Biller search is unavailable right now. Try again.',
  none: 'No billers match.',
  found: (count: number) => `${formatQuantity(count, { one: 'biller', other: 'billers' })} found.`,
};

/**
 * Choose the biller of a Biller Listing widget: a typeahead over the directory's biller search
 * (the shared Combobox: arrows move through the billers found, Enter or a click chooses, Escape
 * closes the list). The input shows the chosen biller, and its description says which one will be
 * saved even while the person types to find another.
 */
export function BillerPicker({
  value,
  onChange,
}: {
  value: ChosenBiller | null;
  /** The whole biller found: callers keep what they need (the slug, or the id). */
  onChange: (biller: BillerSummary) => void;
}) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  // The chosen biller's name replaces the typed text in the input without searching for it.
  const { inputValue, onInputChange, showChosen } = useTypeaheadInput(text, setText, value?.name ?? null);
  const trimmed = text.trim();
  const { status, results } = useSearchAsYouType<BillerSummary>(
    trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : null,
    (signal) => {
      const request = dispatch(searchBillers(trimmed));
      signal.addEventListener('abort', () => request.abort());
      return request.unwrap();
    },
  );

  return (
    <Combobox<BillerSummary>
      label="Biller"
      className="biller-picker"
      hint={
        value ? `Chosen: ${value.name}. Type to find another.` : 'Type part of its name, then choose it from the list.'
      }
      items={results}
      itemToString={(biller) => biller?.name ?? ''}
      itemToKey={(biller) => biller?.slug ?? ''}
      inputValue={inputValue}
      onInputChange={onInputChange}
      onSelect={(biller) => {
        showChosen(biller.name);
        onChange(biller);
      }}
      status={searchStatusMessage(status, results.length, statusWords)}
    />
  );
}
