// One Content-Security-Policy for every response (DEVELOPERS.md § Security): scripts only from
// our origin or carrying this response's nonce, which Vike stamps on the scripts it injects.

export type ContentSecurityPolicyOptions = {
  nonce: string;
  /** Extra origins the browser may call: the API host when it is not ours, the error collector. */
  connectSources?: readonly string[];
  /** Vite's dev server injects styles and opens an HMR websocket. */
  development?: boolean;
};

export function buildContentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const connect = ["'self'", ...(options.connectSources ?? [])];
  const style = ["'self'"];
  if (options.development) {
    connect.push('ws:', 'wss:');
    style.push("'unsafe-inline'");
  }
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${options.nonce}'`],
    'style-src': style,
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': connect,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
