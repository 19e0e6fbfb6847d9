import { describe, expect, it } from 'vitest';
import { highlightMatches } from './highlightMatches.js';

describe('highlightMatches', () => {
  it('marks the start of the name and of every word that matches, in the name’s own case', () => {
    expect(highlightMatches('Water District Waterworks', 'wat')).toEqual([
      { text: 'Wat', match: true },
      { text: 'er District ', match: false },
      { text: 'Wat', match: true },
      { text: 'erworks', match: false },
    ]);
  });

  it('never marks the middle of a word', () => {
    expect(highlightMatches('Duke Energy', 'nergy')).toEqual([{ text: 'Duke Energy', match: false }]);
    expect(highlightMatches('Duke Energy', 'ENERGY')).toEqual([
      { text: 'Duke ', match: false },
      { text: 'Energy', match: true },
    ]);
  });

  it('marks nothing without text, and text longer than the name matches nothing', () => {
    expect(highlightMatches('Comcast', '  ')).toEqual([{ text: 'Comcast', match: false }]);
    expect(highlightMatches('Comcast', 'comcast xfinity')).toEqual([{ text: 'Comcast', match: false }]);
  });

  it('takes the text literally, as the search does', () => {
    expect(highlightMatches('A.B. Utilities', 'a.')).toEqual([
      { text: 'A.', match: true },
      { text: 'B. Utilities', match: false },
    ]);
  });
});
