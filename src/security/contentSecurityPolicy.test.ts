import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  allowInlineHashes,
  allowScriptHashes,
  buildContentSecurityPolicy,
  inlineHashes,
  inlineScriptHashes,
} from './contentSecurityPolicy.js';

describe('buildContentSecurityPolicy', () => {
  it('allows scripts only from our origin or by hash, with no nonce and no inline styles', () => {
    const policy = buildContentSecurityPolicy({ scriptHashes: ['sha256-abc='] });
    expect(policy).toContain("script-src 'self' 'sha256-abc=';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('nonce');
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('adds the API origin to connect-src', () => {
    const policy = buildContentSecurityPolicy({ connectSources: ['https://api.example.test'] });
    expect(policy).toContain("connect-src 'self' https://api.example.test");
  });

  it('allows the asset origin (ASSET_BASE_URL) for what assets are, and nothing more', () => {
    const policy = buildContentSecurityPolicy({
      scriptHashes: ['sha256-abc='],
      assetOrigins: ['https://cdn.example.test'],
    });
    expect(policy).toContain("script-src 'self' https://cdn.example.test 'sha256-abc=';");
    expect(policy).toContain("style-src 'self' https://cdn.example.test;");
    expect(policy).toContain("img-src 'self' data: https://cdn.example.test;");
    // The whole icon sprite is fetched from among the assets (src/ui/icons/spriteSymbols.ts).
    expect(policy).toContain("connect-src 'self' https://cdn.example.test;");
  });

  it('relaxes styles and allows the HMR socket only in development', () => {
    const policy = buildContentSecurityPolicy({ development: true });
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain('ws:');
  });
});

describe('inline script hashes', () => {
  const module = '\nimport("/assets/entries/renderer_client.js");\n';
  const html = `<head><script id="state" type="application/json">{"a":1}</script>
    <script src="/assets/a.js"></script><script type="module" async>${module}</script></head>`;

  it('hash every inline script that runs, and skip JSON data blocks and external scripts', () => {
    const expected = `sha256-${createHash('sha256').update(module).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });

  it('are added to the script-src of a policy', () => {
    const policy = allowScriptHashes(buildContentSecurityPolicy({}), ['sha256-x=']);
    expect(policy).toContain("script-src 'self' 'sha256-x=';");
    expect(allowScriptHashes(policy, [])).toBe(policy);
  });
});

describe('inline style hashes', () => {
  const sheet = ':root{--color-page:#f4f6f9}';
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it("hash the page's <style> elements beside its scripts", () => {
    const html = `<head><style>${sheet}</style></head><body><script type="module">go()</script></body>`;
    expect(inlineHashes(html)).toEqual({ scripts: [sha('go()')], styles: [sha(sheet)] });
  });

  it('include the hash a linked stylesheet names, and nothing else of a link', () => {
    const html =
      `<head><link rel="stylesheet" href="/assets/app-styles-1.css" data-style-hash="${sha(sheet)}" /></head>` +
      '<body><p data-style-hash="sha256-notALink=">x</p><script type="module">go()</script></body>';
    expect(inlineHashes(html)).toEqual({ scripts: [sha('go()')], styles: [sha(sheet)] });
  });

  it("are added to the style-src of a policy, and the scripts' to its script-src", () => {
    const policy = allowInlineHashes(buildContentSecurityPolicy({}), {
      scripts: ['sha256-s='],
      styles: ['sha256-c='],
    });
    expect(policy).toContain("script-src 'self' 'sha256-s=';");
    expect(policy).toContain("style-src 'self' 'sha256-c=';");
  });

  it('leave a style-src that allows inline styles alone: a hash beside it would disable that', () => {
    const development = buildContentSecurityPolicy({ development: true });
    const policy = allowInlineHashes(development, { scripts: [], styles: ['sha256-c='] });
    expect(policy).toBe(development);
  });
});
