import { readFileSync } from 'node:fs';
import Color from 'colorjs.io';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

// The colour pairs the stylesheets put text and control boundaries on, checked against WCAG 2.1
// with the real values of tokens.css, in both themes: 4.5:1 for text (1.4.3), 3:1 for borders,
// focus rings and chart series (1.4.11). Checked here because axe
// only sees the pages it visits.

type Theme = 'light' | 'dark';

/** The custom properties of `:root`, light, then the dark overrides on top. */
function readTokens(): Record<Theme, Map<string, string>> {
  const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
  const light = new Map<string, string>();
  const darkOverrides = new Map<string, string>();
  postcss.parse(css).walkDecls(/^--color-/, (declaration) => {
    const parent = declaration.parent;
    const grandparent = parent?.parent;
    const inDark =
      grandparent?.type === 'atrule' &&
      'params' in grandparent &&
      String(grandparent.params).includes('prefers-color-scheme: dark');
    (inDark ? darkOverrides : light).set(declaration.prop, declaration.value);
  });
  return { light, dark: new Map([...light, ...darkOverrides]) };
}

const tokens = readTokens();

function contrast(theme: Theme, foreground: string, background: string): number {
  const value = (name: string) => {
    const raw = tokens[theme].get(`--color-${name}`);
    if (!raw) throw new Error(`--color-${name} is not defined for ${theme}`);
    return new Color(raw);
  };
  return value(foreground).contrast(value(background), 'WCAG21');
}

const surfaces = ['page', 'surface', 'surface-sunken', 'surface-hover'];

/** [foreground, background] pairs as the stylesheets use them for text. */
const textPairs: [string, string][] = [
  ...surfaces.flatMap((surface): [string, string][] => [
    ['text', surface],
    ['text-muted', surface],
    ['primary', surface],
    ['danger', surface],
  ]),
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-primary', 'danger'],
  ['on-primary-soft', 'primary-soft'],
  ['on-primary-soft', 'info-soft'],
  ['text', 'primary-soft'],
  ['success', 'success-soft'],
  ['warning', 'warning-soft'],
  ['danger', 'danger-soft'],
  ['text', 'danger-soft'],
  ['success', 'surface'],
  ['warning', 'surface'],
  // Marked search matches inside result links.
  ['primary', 'highlight'],
  ['text', 'highlight'],
];

/** Boundaries a control or a chart needs to be seen by (non-text contrast). */
const uiPairs: [string, string][] = [
  ...['page', 'surface', 'surface-sunken'].flatMap((surface): [string, string][] => [
    ['border-strong', surface],
    ['focus', surface],
    ['primary', surface],
  ]),
  ...Array.from({ length: 8 }, (_, index): [string, string] => [`series-${index}`, 'surface']),
];

describe.each(['light', 'dark'] as const)('colour tokens, %s theme', (theme) => {
  it.each(textPairs)('%s on %s is readable text (≥ 4.5:1)', (foreground, background) => {
    expect(contrast(theme, foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s on %s is a visible boundary (≥ 3:1)', (foreground, background) => {
    expect(contrast(theme, foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('a faint border would fail: the check can fail', () => {
    expect(contrast(theme, 'border', 'surface')).toBeLessThan(3);
  });
});
