// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconSymbolId } from './Icon.js';
import { IconSprite, knownIcons, knownServiceTypeIcons } from './iconSprite.js';
import { serviceTypeIconId } from './ServiceTypeIcon.js';

const root = join(import.meta.dirname, '../../..');

/** The app's modules (what Vike may bundle for the browser) and our tests. */
function appModules(): string[] {
  return ['src', 'renderer', 'pages', 'tests'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `${folder}/${file.replaceAll('\\', '/')}`),
  );
}

function importersOf(module: RegExp): string[] {
  return appModules().filter((file) => module.test(readFileSync(join(root, file), 'utf8')));
}

describe('IconSprite', () => {
  it('is hidden from screen readers and holds one symbol per icon name, without duplicates', () => {
    const { container } = render(<IconSprite />);
    const sprite = container.querySelector('svg.icon-sprite');
    expect(sprite?.getAttribute('aria-hidden')).toBe('true');
    const ids = [...container.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(ids.toSorted()).toEqual(
      [
        ...knownIcons.map(iconSymbolId),
        ...knownServiceTypeIcons.map(serviceTypeIconId),
        serviceTypeIconId(null),
      ].toSorted(),
    );
    expect(new Set(ids).size).toBe(ids.length);
    // Each symbol is a drawing, or points at the one symbol that draws the same icon.
    const drawing = 'path, circle, rect, line, polyline, ellipse, polygon';
    for (const symbol of container.querySelectorAll('symbol')) {
      const reference = symbol.querySelector('use')?.getAttribute('href');
      const drawn = reference ? container.querySelector(reference) : symbol;
      expect([symbol.id, drawn?.querySelector(drawing) !== null]).toEqual([symbol.id, true]);
      expect(drawn?.querySelector('use')).toBeNull();
    }
    // No lucide wrapper is left inside a symbol: the stylesheet gives the stroke style.
    expect(container.querySelector('symbol svg')).toBeNull();
  });

  it('is the only module that imports lucide-react, and only the server imports it', () => {
    expect(importersOf(/from ['"]lucide-react['"]|import\(['"]lucide-react['"]\)/)).toEqual([
      'src/ui/icons/iconSprite.tsx',
    ]);
    const importers = importersOf(/from ['"][^'"]*\/iconSprite\.js['"]/);
    expect(importers.filter((file) => !/\.test\.tsx?$/.test(file))).toEqual(['renderer/+onRenderHtml.tsx']);
  });
});

describe('Icon', () => {
  it('is decorative, sized where CSS does not size it, and points at its symbol', () => {
    const { container } = render(
      <>
        <IconSprite />
        <Icon name="log-in" className="button__icon" />
      </>,
    );
    const icon = container.querySelector('svg.button__icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('focusable')).toBe('false');
    expect(icon?.getAttribute('width')).toBe('24');
    expect(icon?.getAttribute('height')).toBe('24');
    expect(icon?.getAttribute('viewBox')).toBe('0 0 24 24');
    const target = icon?.querySelector('use')?.getAttribute('href') ?? '';
    expect(container.querySelector(`symbol${target}`)?.id).toBe('icon-log-in');
  });
});
