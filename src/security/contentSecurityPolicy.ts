// One Content-Security-Policy for every response (docs/architecture.md#security): scripts only from
// our origin, plus the inline scripts a page carries, each allowed by its SHA-256 hash.
//
// Hashes, not a per-response nonce (docs/product.md#page-caching): public pages are kept by shared
// caches, and a cached page would hand every visitor the same "one-time" nonce. A hash depends only
// on the script's text (Vike's inline module script that imports the page's entries), so a cached
// page and its policy stay correct together, and no injected script can match one.
import { createHash } from 'node:crypto';

export type ContentSecurityPolicyOptions = {
  /** Hashes of the inline scripts allowed to run ('sha256-…', quoted by this function). */
  scriptHashes?: readonly string[];
  /** Extra origins the browser may call: the API host when it is not ours, the error collector. */
  connectSources?: readonly string[];
  /** Origins the built assets (scripts, styles, images, fonts, the icon sprite) load from besides ours. */
  assetOrigins?: readonly string[];
  /** Vite's dev server injects styles and opens an HMR websocket. */
  development?: boolean;
};

export function buildContentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const assets = options.assetOrigins ?? [];
  // The assets' origin too: the browser fetches the whole icon sprite from among the assets
  // (src/ui/icons/spriteSymbols.ts).
  const connect = ["'self'", ...assets, ...(options.connectSources ?? [])];
  const style = ["'self'", ...assets];
  if (options.development) {
    connect.push('ws:', 'wss:');
    style.push("'unsafe-inline'");
  }
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...assets, ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)],
    'style-src': style,
    'img-src': ["'self'", 'data:', ...assets],
    'font-src': ["'self'", ...assets],
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

/** JSON data blocks never run and need no hash. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** Whether the character at `index` ends a tag's name (`<style>`, `<script type=…>`). */
function endsTagName(html: string, index: number): boolean {
  const character = html[index];
  return character === '>' || character === '/' || (character !== undefined && /\s/.test(character));
}

/**
 * The attributes and text of each `<tag …>text</tag>` element of `html` (`script` or `style`; the
 * app's stylesheet is inline in every page: docs/performance.md#where-each-target-stands). Found
 * with string searches, cheaper than the lazy `[\s\S]*?` regular expressions they replace
 * (docs/performance.md#what-every-signed-in-page-carries-and-repeats). Tags as the server writes
 * them, in lower case; one it does not find is not allowed, never the other way round.
 */
function* elementsOf(html: string, tag: 'script' | 'style'): Generator<[string, string]> {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let from = 0;
  for (;;) {
    const start = html.indexOf(open, from);
    if (start < 0) return;
    const nameEnd = start + open.length;
    if (!endsTagName(html, nameEnd)) {
      from = nameEnd;
      continue;
    }
    const tagEnd = html.indexOf('>', nameEnd);
    const end = tagEnd < 0 ? -1 : html.indexOf(close, tagEnd + 1);
    if (end < 0) return;
    yield [html.slice(nameEnd, tagEnd), html.slice(tagEnd + 1, end)];
    from = end + close.length;
  }
}

/** The CSP hash sources a page's inline scripts and style elements need. */
export type InlineHashes = { scripts: readonly string[]; styles: readonly string[] };

/**
 * Hashes already computed, by text: a page's inline stylesheet and scripts are the same at every
 * render (docs/performance.md#server-rendering: hashing the stylesheet was 3 % of a rendered page's
 * CPU). Bounded, since a page could one day inline something per request.
 */
const knownHashes = new Map<string, string>();
const MAX_KNOWN_HASHES = 64;

function hashSource(text: string): string {
  const known = knownHashes.get(text);
  if (known !== undefined) return known;
  const hash = `sha256-${createHash('sha256').update(text).digest('base64')}`;
  if (knownHashes.size >= MAX_KNOWN_HASHES) knownHashes.clear();
  knownHashes.set(text, hash);
  return hash;
}

/** The CSP hash source of every inline script in `html` that the browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [attributes, text] of elementsOf(html, 'script')) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(hashSource(text));
  }
  return [...hashes];
}

/** Where a page names the hash of the stylesheet it links rather than carries (renderer/appStylesheet.ts). */
export const LINKED_STYLE_HASH_ATTRIBUTE = 'data-style-hash';
const LINKED_STYLE_HASH = /^sha256-[A-Za-z0-9+/]+={0,2}$/;

/**
 * The hash a signed-in page's `<link rel="stylesheet" data-style-hash="…">` names: the app's
 * stylesheet, which public pages carry inline. Allowed inline there too, as on every page before
 * it was linked, so a tool that parses the linked sheet by putting its text in a `<style>` (axe's
 * checks of the CSS object model) is not refused.
 */
function linkedStyleHashes(html: string): string[] {
  const marker = ` ${LINKED_STYLE_HASH_ATTRIBUTE}="`;
  const found: string[] = [];
  for (let from = html.indexOf(marker); from >= 0; from = html.indexOf(marker, from + 1)) {
    const start = from + marker.length;
    const hash = html.slice(start, html.indexOf('"', start));
    if (LINKED_STYLE_HASH.test(hash) && html.lastIndexOf('<link', from) > html.lastIndexOf('>', from)) found.push(hash);
  }
  return found;
}

/**
 * The CSP hash sources of the inline scripts and `<style>` elements of `html`, and of the linked
 * stylesheet it names.
 */
export function inlineHashes(html: string): InlineHashes {
  const styles = new Set<string>();
  for (const [, text] of elementsOf(html, 'style')) styles.add(hashSource(text));
  for (const hash of linkedStyleHashes(html)) styles.add(hash);
  return { scripts: inlineScriptHashes(html), styles: [...styles] };
}

/** `sources` added to the directive `name` of `policy`. */
function addSources(policy: string, name: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split('; ')
    .map((directive) =>
      directive.startsWith(`${name} `) ? `${directive} ${sources.map((source) => `'${source}'`).join(' ')}` : directive,
    )
    .join('; ');
}

/** `policy` with `hashes` added to its script-src. */
export function allowScriptHashes(policy: string, hashes: readonly string[]): string {
  return addSources(policy, 'script-src', hashes);
}

/**
 * `policy` with a page's inline hashes added. A style-src that already allows inline styles
 * (development, for Vite's injected styles) is left alone: a hash beside 'unsafe-inline' would
 * turn it off (CSP Level 2).
 */
export function allowInlineHashes(policy: string, hashes: InlineHashes): string {
  const withScripts = allowScriptHashes(policy, hashes.scripts);
  const styleSource = withScripts.split('; ').find((directive) => directive.startsWith('style-src '));
  if (styleSource?.includes("'unsafe-inline'")) return withScripts;
  return addSources(withScripts, 'style-src', hashes.styles);
}
