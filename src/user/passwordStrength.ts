// How guessable a password is, by zxcvbn-ts (a maintained port of Dropbox's zxcvbn) with its
// common and English dictionaries (docs/product.md#password-strength). The API judges every new
// password with it; the browser loads this module only when a new-password field is used, since
// the dictionaries weigh several hundred kilobytes.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { MIN_PASSWORD_SCORE, fieldProblemMessages } from './accountRules.js';

export type PasswordStrength = {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  strongEnough: boolean;
  /** What to do about a weak password; undefined once it is strong enough. */
  problem: string | undefined;
};

let estimator: ZxcvbnFactory | undefined;

function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/** `related`: the person's own email, name, ZIP code: a password made of them is weak. */
export function estimatePasswordStrength(password: string, related: readonly string[] = []): PasswordStrength {
  // The estimator's cost grows with length; past 100 characters the verdict no longer changes.
  const result = strengthEstimator().check(password.slice(0, 100), [...related]);
  const strongEnough = result.score >= MIN_PASSWORD_SCORE;
  const advice = result.feedback.warning ?? result.feedback.suggestions[0];
  return {
    score: result.score,
    strongEnough,
    problem: strongEnough ? undefined : `${fieldProblemMessages.password_weak}${advice ? ` ${advice}` : ''}`,
  };
}
