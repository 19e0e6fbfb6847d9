import { expect, it } from 'vitest';
import { TRANSIENT_PARAMETERS, withoutTransientParameters } from './transientParameters.js';

it('keeps the query string but drops every transient parameter (SPEC §2)', () => {
  const transient = TRANSIENT_PARAMETERS.map((name) => `${name}=1`).join('&');
  expect(withoutTransientParameters(`?utm_source=mail&${transient}&view=table`)).toBe(
    '?utm_source=mail&view=table',
  );
  expect(withoutTransientParameters(`?${transient}`)).toBe('');
  expect(withoutTransientParameters('')).toBe('');
});
