import { describe, expect, it } from 'vitest';
import { appStylesheetPath, inlineStylesheetOf } from './appStylesheet.js';

describe('the app stylesheet as a file', () => {
  it('is named after its content, among the assets', () => {
    const path = appStylesheetPath('body{margin:0}');
    expect(path).toMatch(/^\/assets\/app-styles-[0-9a-f]{10}\.css$/);
    expect(appStylesheetPath('body{margin:0}')).toBe(path);
    expect(appStylesheetPath('body{margin:1px}')).not.toBe(path);
  });

  it('is read back exactly from a page that carries it inline', () => {
    const css = '.a::before{content:"•"}';
    const html = `<html><head><title>x</title><style>${css}</style></head><body></body></html>`;
    expect(inlineStylesheetOf(html)).toBe(css);
    expect(appStylesheetPath(inlineStylesheetOf(html) ?? '')).toBe(appStylesheetPath(css));
    expect(inlineStylesheetOf('<html><head></head></html>')).toBeUndefined();
  });
});
