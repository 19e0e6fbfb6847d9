import { useState } from 'react';

/**
 * A typeahead's input: the typed text, until a choice puts its label there instead (without
 * searching for it); typing again brings the typed text back.
 */
export function useTypeaheadInput(text: string, setText: (text: string) => void, initialLabel: string | null = null) {
  const [chosenLabel, setChosenLabel] = useState<string | null>(initialLabel);
  return {
    inputValue: chosenLabel ?? text,
    onInputChange: (typed: string) => {
      setChosenLabel(null);
      setText(typed);
    },
    /** Shows the chosen item's label, or (null) the typed text again. */
    showChosen: setChosenLabel,
  };
}
