import { stateAbbreviations, stateByCode } from '../location/stateAbbreviations.js';

/** The places the home page's state choice offers: states, DC and territories with insights. */
export const homeStateChoices = stateAbbreviations.filter((state) => state.kind !== 'armed-forces');

/**
 * Where the home page ranks billers (docs/product.md#home-page): the state the visitor chose
 * (`?state=wa`), else the signed-in user's own, else the whole USA. Anything else is ignored.
 */
export function homeStateHierarchy(chosen: string | undefined, ownState: string | null): string {
  for (const code of [chosen, ownState]) {
    const state = code ? stateByCode(code.toUpperCase()) : undefined;
    if (state && state.kind !== 'armed-forces') return `/usa/${state.code.toLowerCase()}`;
  }
  return '/usa';
}
