import { expect, it } from 'vitest';
import { payBillerHere, TRANSIENT_PARAMETERS, withoutTransientParameters } from './transientParameters.js';

it('keeps the query string but drops every transient parameter', () => {
  const transient = TRANSIENT_PARAMETERS.map((name) => `${name}=1`).join('&');
  expect(withoutTransientParameters(`?utm_source=mail&${transient}&view=table`)).toBe('?utm_source=mail&view=table');
  expect(withoutTransientParameters(`?${transient}`)).toBe('');
  expect(withoutTransientParameters('')).toBe('');
});

it('starts paying a biller on the same insights page, without the previous visit’s flow', () => {
  expect(
    payBillerHere('/u/bills-to-pay/utilities/electric/usa/wa', '?view=table&listing=4&amount=9.00', 'city-light'),
  ).toBe('/u/bills-to-pay/utilities/electric/usa/wa?view=table&provider=city-light');
  expect(payBillerHere('/u/bills-to-pay/all-groups/all-services', null, 'pse')).toBe(
    '/u/bills-to-pay/all-groups/all-services?provider=pse',
  );
});
