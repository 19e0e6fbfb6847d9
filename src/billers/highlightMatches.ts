// Which parts of a biller's name the search text matched, to mark them: the search matches the
// start of the name or of any word in it (docs/product.md#biller-search), so those starts are
// what is marked, never the middle of a word.

export type NamePart = { text: string; match: boolean };

/** `name` cut into parts, those that start a word with `query` (any case) marked. */
export function highlightMatches(name: string, query: string): NamePart[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [{ text: name, match: false }];
  const lower = name.toLowerCase();
  const parts: NamePart[] = [];
  let from = 0;
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, at + 1)) {
    // A word starts at the beginning of the name or after a space, as the search reads it.
    if (at < from || (at > 0 && lower[at - 1] !== ' ')) continue;
    if (at > from) parts.push({ text: name.slice(from, at), match: false });
    parts.push({ text: name.slice(at, at + wanted.length), match: true });
    from = at + wanted.length;
  }
  if (from < name.length) parts.push({ text: name.slice(from), match: false });
  return parts;
}
