import { describe, expect, it } from 'vitest';
import { isStateCode, stateAbbreviations, stateByCode, stateByName, stateForZip } from './stateAbbreviations';
import { allStateCodes } from './stateCodes';

describe('the state abbreviation table', () => {
  it('holds the 50 states, DC, five territories and three armed-forces regions', () => {
    const kinds = stateAbbreviations.map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'state')).toHaveLength(50);
    expect(kinds.filter((kind) => kind === 'district')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'territory')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'armed-forces')).toHaveLength(3);
    expect(new Set(stateAbbreviations.map((entry) => entry.code)).size).toBe(59);
    expect(allStateCodes()).toEqual(stateAbbreviations.map((entry) => entry.code));
  });

  it('turns codes into names and names into codes in any case', () => {
    expect(stateByCode('pr')?.name).toBe('Puerto Rico');
    expect(stateByName('puerto rico')?.code).toBe('PR');
    expect(isStateCode('ae')).toBe(true);
    expect(isStateCode('zz')).toBe(false);
  });

  it('maps APO/FPO ZIP codes to AA, AE and AP, and others through the data', () => {
    expect(stateForZip('34002')?.code).toBe('AA');
    expect(stateForZip('09012')?.code).toBe('AE');
    expect(stateForZip('96201')?.code).toBe('AP');
    expect(stateForZip('98101', () => 'WA')?.code).toBe('WA');
    expect(stateForZip('98101')).toBeUndefined();
    expect(stateForZip('9810')).toBeUndefined();
  });
});
