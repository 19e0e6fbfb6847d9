// The server's Redux state travels to the browser inside a <script type="application/json">.
// Escaping `<` (and the line separators JSON allows but scripts don't) means no string in the
// state (a biller name, a search text) can close that tag and inject markup.
const unsafeCharacters: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (character) => unsafeCharacters[character] ?? character);
}

export function deserializeState(serialized: string): unknown {
  return JSON.parse(serialized);
}
