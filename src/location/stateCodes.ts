// The codes of the state abbreviation table (src/location/stateAbbreviations.ts; its test checks
// that both list the same codes) without their names: the insights title's cbsa uppercase rule
// (docs/product.md#insights-title) reads only these, so the table stays out of the insights
// page's first load (docs/performance.md#bundle-budget).
const stateCodes = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI AA AE AP'.split(
    ' ',
  ),
);

/** True when the text is a known code in any case: the cbsa uppercase rule touches only real codes. */
export function isStateCode(code: string): boolean {
  return stateCodes.has(code.trim().toUpperCase());
}

/** Every code, in the table's order. */
export function allStateCodes(): string[] {
  return [...stateCodes];
}
