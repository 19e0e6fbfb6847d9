// Route segments of group and type names (docs/product.md#name-matching). Names ignore spaces, so a
// segment is trimmed; it is decoded once here, so building a URL from it encodes it exactly once
// (an encoded slash stays %2F, never %252F, in a Location header).

/** The segment as text: percent-decoded once when that is valid, then trimmed. */
export function routeSegmentText(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as written; the name lookup then finds nothing (a 404).
  }
  return text.trim();
}
