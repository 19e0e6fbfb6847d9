// Environment: server
/** `text` inside a LIKE pattern, its wildcards (and the escape character) taken literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A LIKE pattern matching values that start with `text`, its wildcards taken literally. */
export function startsWithPattern(text: string): string {
  return `${likeLiteral(text.toLowerCase())}%`;
}
