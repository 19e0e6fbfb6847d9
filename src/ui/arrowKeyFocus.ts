// Arrow-key movement through a list of links (search results): Up and Down step, Home and End
// jump. Tab still walks every control in order; the arrows only add a quicker way.

/** The item to focus for `key` from `current`, or null when the key is not a list move. */
export function itemForKey<Item>(key: string, items: readonly Item[], current: Item | null): Item | null {
  if (items.length === 0) return null;
  const at = current === null ? -1 : items.indexOf(current);
  switch (key) {
    case 'ArrowDown':
      return items[Math.min(at + 1, items.length - 1)] ?? null;
    case 'ArrowUp':
      return at <= 0 ? null : (items[at - 1] ?? null);
    case 'Home':
      return items[0] ?? null;
    case 'End':
      return items.at(-1) ?? null;
    default:
      return null;
  }
}
