import { describe, expect, it } from 'vitest';
import { deserializeState, serializeState } from './serializeState.js';

describe('serializeState', () => {
  const hostile = {
    name: '</script><script>alert(1)</script>',
    comment: '<!-- and & and \u2028 line \u2029 separators',
  };

  it('never contains a character that could end the script element', () => {
    const serialized = serializeState(hostile);
    expect(serialized).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('round-trips to the same value', () => {
    expect(deserializeState(serializeState(hostile))).toEqual(hostile);
  });
});
