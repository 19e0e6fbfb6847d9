// Apart from the insights API module, which the browser loads on its first call
// (src/api/apiModules.ts): the store keys each widget's data by it from the first render.

/** One key per distinct question: the endpoint and its parameters in a stable order. */
export function insightRequestKey(endpoint: string, params: Record<string, string | number>) {
  const parts = Object.keys(params)
    .sort()
    .map((name) => `${name}=${String(params[name])}`);
  return `${endpoint}?${parts.join('&')}`;
}
