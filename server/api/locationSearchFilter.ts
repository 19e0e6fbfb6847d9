// Environment: server The filter grammar of GET /locations/search
// (docs/product.md#location-search): exactly `name~'{text}' AND type:{type}`. Parsed strictly by
// hand so that a malformed filter gets a 400 saying what is wrong, and so the text only ever
// reaches the database as a bound parameter.

import { locationFilterTypes, type LocationFilterType } from '../../src/api/contracts/locationsContract.js';

export { locationFilterTypes, type LocationFilterType };

export type LocationSearchFilter = { text: string; type: LocationFilterType };

export type LocationFilterParse = { ok: true; filter: LocationSearchFilter } | { ok: false; message: string };

const MAX_TEXT_LENGTH = 100;
const expected = "expected name~'{text}' AND type:{state|cbsa|county|city|zipcode}";

function isLocationFilterType(value: string): value is LocationFilterType {
  return locationFilterTypes.some((type) => type === value);
}

export function parseLocationSearchFilter(query: string): LocationFilterParse {
  const fail = (problem: string): LocationFilterParse => ({
    ok: false,
    message: `Malformed location filter: ${problem} (${expected}).`,
  });
  const source = query.trim();
  if (!source.startsWith("name~'")) return fail("it must start with name~'");

  // The text runs to the next single quote; a doubled quote ('') stands for one quote.
  let text = '';
  let index = "name~'".length;
  for (;;) {
    const quote = source.indexOf("'", index);
    if (quote === -1) return fail('the quoted name is not closed');
    text += source.slice(index, quote);
    if (source[quote + 1] === "'") {
      text += "'";
      index = quote + 2;
      continue;
    }
    index = quote + 1;
    break;
  }

  const rest = /^\s+AND\s+type:([A-Za-z]*)$/.exec(source.slice(index));
  if (!rest) return fail("the name must be followed by ' AND type:{type}'");
  const type = (rest[1] ?? '').toLowerCase();
  if (!isLocationFilterType(type)) {
    return fail(`unknown type '${rest[1] ?? ''}'`);
  }
  const trimmed = text.trim();
  if (trimmed.length === 0) return fail('the name is empty');
  if (trimmed.length > MAX_TEXT_LENGTH) {
    return fail(`the name is longer than ${MAX_TEXT_LENGTH} characters`);
  }
  return { ok: true, filter: { text: trimmed, type } };
}
