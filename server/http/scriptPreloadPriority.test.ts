import { describe, expect, it } from 'vitest';
import { lowerScriptPreloadPriority } from './scriptPreloadPriority.js';

describe('lowerScriptPreloadPriority', () => {
  it('fetches every module preload at low priority and leaves other tags alone', () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg"></head><body>' +
      '<link rel="modulepreload" href="/assets/a.js" as="script" type="text/javascript">' +
      '<link rel="modulepreload" href="/assets/b.js" as="script" type="text/javascript"></body>';
    expect(lowerScriptPreloadPriority(html)).toBe(
      '<head><link rel="icon" href="/favicon.svg"></head><body>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js" as="script" type="text/javascript">' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" as="script" type="text/javascript"></body>',
    );
  });

  it('keeps a priority the tag already states', () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js">';
    expect(lowerScriptPreloadPriority(html)).toBe(html);
  });
});
