import { describe, expect, it } from 'vitest';
import { parseLocationSearchFilter } from './locationSearchFilter.js';

describe('parseLocationSearchFilter', () => {
  it('reads the text and the type', () => {
    expect(parseLocationSearchFilter("name~'Sea' AND type:city")).toEqual({
      ok: true,
      filter: { text: 'Sea', type: 'city' },
    });
  });

  it('trims the text and unescapes doubled quotes', () => {
    expect(parseLocationSearchFilter("name~'  O''Fallon ' AND type:CITY")).toEqual({
      ok: true,
      filter: { text: "O'Fallon", type: 'city' },
    });
  });

  it.each([
    ['', "must start with name~'"],
    ["name='sea' AND type:city", "must start with name~'"],
    ["name~'sea AND type:city", 'not closed'],
    ["name~'sea' type:city", "followed by ' AND type:{type}'"],
    ["name~'sea' AND type:planet", "unknown type 'planet'"],
    ["name~'sea' AND type:city extra", "followed by ' AND type:{type}'"],
    ["name~'  ' AND type:city", 'the name is empty'],
    [`name~'${'x'.repeat(101)}' AND type:city`, 'longer than 100'],
  ])('rejects %j saying what is wrong', (query, problem) => {
    const result = parseLocationSearchFilter(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(problem);
  });
});
