import { describe, expect, it } from 'vitest';
import { itemForKey } from './arrowKeyFocus.js';

describe('itemForKey', () => {
  const items = ['a', 'b', 'c'];

  it('steps down and up, stopping at the last, and leaves the list above the first', () => {
    expect(itemForKey('ArrowDown', items, null)).toBe('a');
    expect(itemForKey('ArrowDown', items, 'b')).toBe('c');
    expect(itemForKey('ArrowDown', items, 'c')).toBe('c');
    expect(itemForKey('ArrowUp', items, 'b')).toBe('a');
    // Up from the first goes back to whatever leads into the list (the search box).
    expect(itemForKey('ArrowUp', items, 'a')).toBeNull();
  });

  it('jumps to either end, and ignores other keys and empty lists', () => {
    expect(itemForKey('Home', items, 'c')).toBe('a');
    expect(itemForKey('End', items, 'a')).toBe('c');
    expect(itemForKey('Enter', items, 'a')).toBeNull();
    expect(itemForKey('ArrowDown', [], null)).toBeNull();
  });
});
