// The host's Content-Security-Policy
// (docs/host-contract.md#assets-and-the-content-security-policy): its own files from its own
// origin, the micro-app's assets from exactly their origin, and a micro-app page's inline scripts
// and stylesheet by the hashes the micro-app published for them.

/** A CSP hash source: 'sha256-…' (or 384, 512). */
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;
const ORIGIN_SOURCE = /^https?:\/\/[^\s'/]+$/;

function directive(policy: string, name: string): string[] {
  for (const part of policy.split(';')) {
    const [directiveName, ...sources] = part.trim().split(/\s+/);
    if (directiveName?.toLowerCase() === name) return sources;
  }
  return [];
}

/** What the host keeps from a micro-app page's own policy: hashes, and origins it calls. */
export type PageAllowances = { scripts: string[]; styles: string[]; connect: string[] };

export function pageAllowances(upstreamPolicy: string | undefined): PageAllowances {
  const policy = upstreamPolicy ?? '';
  return {
    scripts: directive(policy, 'script-src').filter((source) => HASH_SOURCE.test(source)),
    styles: directive(policy, 'style-src').filter((source) => HASH_SOURCE.test(source)),
    // The error reporter's collector when it is elsewhere (Airbrake): the page reports there.
    connect: directive(policy, 'connect-src').filter((source) => ORIGIN_SOURCE.test(source)),
  };
}

export function hostContentSecurityPolicy(
  assetOrigin: string | null,
  page: PageAllowances = { scripts: [], styles: [], connect: [] },
): string {
  const assets = assetOrigin ? [assetOrigin] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...assets, ...page.scripts]],
    ['style-src', ["'self'", ...assets, ...page.styles]],
    ['img-src', ["'self'", 'data:', ...assets]],
    ['font-src', ["'self'", ...assets]],
    ['connect-src', ["'self'", ...new Set(page.connect)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
