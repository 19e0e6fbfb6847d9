// Environment: server
/** A LIKE pattern matching values that start with `text`, its wildcards taken literally. */
export function startsWithPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}
