import { describe, expect, it } from 'vitest';
import { searchSupportAnswers, supportAnswers } from './supportAnswers.js';

describe('searchSupportAnswers', () => {
  it('answers every question for an empty query', () => {
    expect(searchSupportAnswers('  ')).toHaveLength(supportAnswers.length);
  });

  it('matches word starts in the question, answer and topic, ignoring case and accents', () => {
    expect(searchSupportAnswers('DÉBIT').map((entry) => entry.id)).toEqual(
      expect.arrayContaining(['fees', 'delivery-times']),
    );
    expect(searchSupportAnswers('doxoplus cancel').map((entry) => entry.id)).toEqual(['cancel-doxoplus']);
  });

  it('needs every word and finds nothing for text no answer holds', () => {
    expect(searchSupportAnswers('fees xylophone')).toEqual([]);
    expect(searchSupportAnswers('ebit')).toEqual([]);
  });

  it('states the fees the payment rules charge', () => {
    const fees = supportAnswers.find((entry) => entry.id === 'fees');
    expect(fees?.answer[0]).toContain('$1.99');
    expect(fees?.answer[0]).toContain('2.95 %');
  });
});
