import { describe, expect, it } from 'vitest';
import { defaultInsightsAddress } from './useDefaultInsightsLocation.js';

// docs/product.md#default-location: where a signed-in visitor's insights view with no place in its
// address is rendered (the server's redirect and the browser's move share this rule).
describe('defaultInsightsAddress', () => {
  const view = '/u/bills-to-pay/utilities/electric';
  const zip = '/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101';

  it('is the user’s own place cut to its county, keeping the query minus its transient parameters', () => {
    expect(defaultInsightsAddress(view, '?ref=mail&s=water&sign_in', zip)).toBe(
      `${view}/usa/wa/seattle-tacoma-bellevue-wa/king?ref=mail`,
    );
    expect(defaultInsightsAddress(`${view}/`, '', '/usa/wa')).toBe(`${view}/usa/wa`);
  });

  it('stays where it is with no place known, or a place that is the whole country', () => {
    expect(defaultInsightsAddress(view, '', null)).toBeNull();
    expect(defaultInsightsAddress(view, '', undefined)).toBeNull();
    expect(defaultInsightsAddress(view, '', '/usa')).toBeNull();
  });

  it('stays where it is while a bill or a biller is being paid', () => {
    expect(defaultInsightsAddress(view, '?provider=city-light', zip)).toBeNull();
    expect(defaultInsightsAddress(view, '?listing=12', zip)).toBeNull();
  });
});
