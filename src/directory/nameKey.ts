/** docs/product.md#name-matching: names of groups and types match ignoring case, spaces and punctuation. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The item whose slug or name matches `wanted` under the name-matching rule (docs/product.md#name-matching). */
export function findByName<T extends { slug: string; name: string }>(
  items: readonly T[],
  wanted: string,
): T | undefined {
  const key = nameKey(wanted);
  return key ? items.find((item) => nameKey(item.slug) === key || nameKey(item.name) === key) : undefined;
}
