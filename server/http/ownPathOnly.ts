// Environment: server
/**
 * A redirect of ours stays on this site: a Location with a backslash or starting `//` names
 * another host to a browser (`/\\evil.example`, `//evil.example`). Such paths are refused before
 * routing (rejectMalformedUrl.ts); this holds for whatever path a page might redirect to.
 */
export function ownPathOnly(location: string): string {
  if (!location.startsWith('/')) return location;
  return location.replaceAll('\\', '%5C').replace(/^\/+/, '/');
}
