// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon, iconSymbolId } from './Icon.js';
import { fullSpriteFile, knownIcons, pageSpriteHtml } from './iconSprite.js';
import { ServiceTypeIcon, serviceTypeIconId } from './ServiceTypeIcon.js';
import { collectSpriteSymbols, ensureSpriteSymbol, FULL_SPRITE_ATTRIBUTE } from './spriteSymbols.js';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the page sprite', () => {
  it('holds the symbols the render used, each drawn, and names the whole sprite', () => {
    const { result, symbols } = collectSpriteSymbols(() =>
      renderToString(
        <p>
          <Icon name="log-in" />
          <Icon name="log-in" />
          <ServiceTypeIcon name="bolt" />
        </p>,
      ),
    );
    expect(result).toContain('href="#icon-log-in"');
    expect([...symbols].toSorted()).toEqual([iconSymbolId('log-in'), serviceTypeIconId('bolt')]);
    document.body.innerHTML = pageSpriteHtml([...symbols, 'no-such-symbol']);
    const ids = [...document.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(ids).toEqual([iconSymbolId('log-in'), serviceTypeIconId('bolt')]);
    // A symbol the page's sprite holds is a drawing, never a reference to one it may lack.
    for (const symbol of document.querySelectorAll('symbol')) {
      expect(symbol.querySelector('use')).toBeNull();
      expect(symbol.querySelector('path, circle, rect, line, polyline')).not.toBeNull();
    }
    const sprite = document.querySelector('svg.icon-sprite');
    expect(sprite?.getAttribute(FULL_SPRITE_ATTRIBUTE)).toBe(fullSpriteFile.path);
    expect(fullSpriteFile.path).toMatch(/^\/assets\/icon-sprite-[0-9a-f]{10}\.svg$/);
  });

  it('collects nothing outside a server render', () => {
    const { symbols } = collectSpriteSymbols(() => 'nothing drawn');
    renderToString(<Icon name="bell" />);
    expect(symbols.size).toBe(0);
  });
});

describe('an icon the page sprite lacks', () => {
  it('gets its symbol from the whole sprite, fetched once', async () => {
    document.body.innerHTML = pageSpriteHtml([iconSymbolId('bell')]);
    const fetched = vi.fn(() => Promise.resolve(new Response(fullSpriteFile.content)));
    vi.stubGlobal('fetch', fetched);

    ensureSpriteSymbol(iconSymbolId('bell'));
    expect(fetched).not.toHaveBeenCalled();

    ensureSpriteSymbol(iconSymbolId('wallet'));
    ensureSpriteSymbol(iconSymbolId('mail'));
    await vi.waitFor(() => expect(document.getElementById(iconSymbolId('wallet'))).not.toBeNull());
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched).toHaveBeenCalledWith(fullSpriteFile.path);
    const sprite = document.querySelector('svg.icon-sprite defs');
    for (const name of knownIcons) {
      expect(sprite?.querySelectorAll(`#${iconSymbolId(name)}`)).toHaveLength(1);
    }
  });
});
