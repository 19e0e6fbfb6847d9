import type { AccountFailure } from './accountThunks.js';

/**
 * What a form shows after a failed call: the API's message beside each field it names, or, when
 * it named none, `formMessage` for the whole form. Every account form answers failures this way.
 * Kept apart from the thunks, which every page loads, so only the pages with a form carry it.
 */
export function formErrorsOf(failure: AccountFailure | undefined, formMessage: string): Record<string, string> {
  const fields = failure?.fields ?? {};
  return Object.keys(fields).length > 0 ? fields : { form: formMessage };
}
