// Which sprite symbols a page needs
// (docs/performance.md#what-every-signed-in-page-carries-and-repeats): the server puts only the
// symbols its render used into the page's sprite (about 17 KB for all of them, on every page,
// before), and the browser fetches the whole sprite the first time it draws an icon whose symbol
// the document lacks (a client navigation, a menu opened), so every icon still shows.

/** The symbol ids used by the server render in progress (renderToString is synchronous). */
let renderingSymbols: Set<string> | undefined;

/** `render()`'s result with the sprite symbols it used. */
export function collectSpriteSymbols<Result>(render: () => Result): {
  result: Result;
  symbols: ReadonlySet<string>;
} {
  const outer = renderingSymbols;
  const symbols = new Set<string>();
  renderingSymbols = symbols;
  try {
    return { result: render(), symbols };
  } finally {
    renderingSymbols = outer;
  }
}

/** Called by every sprite icon as it renders: on the server, its symbol goes into the page. */
export function noteSpriteSymbol(symbolId: string): void {
  renderingSymbols?.add(symbolId);
}

/** The attribute of the page's sprite that holds the address of the whole sprite. */
export const FULL_SPRITE_ATTRIBUTE = 'data-full-sprite';

let loadingFullSprite: Promise<void> | undefined;

/**
 * In the browser: makes sure the document holds `symbolId`, fetching the whole sprite once (from
 * the address the page's sprite names) and adding every symbol the page lacks. A <use> pointing at
 * a symbol added later draws it then. A failed fetch is tried again at the next missing icon.
 */
export function ensureSpriteSymbol(symbolId: string): void {
  if (loadingFullSprite || document.getElementById(symbolId)) return;
  const sprite = document.querySelector(`svg[${FULL_SPRITE_ATTRIBUTE}]`);
  const address = sprite?.getAttribute(FULL_SPRITE_ATTRIBUTE);
  const defs = sprite?.querySelector('defs');
  if (!address || !defs) return;
  loadingFullSprite = fetch(address)
    .then((answer) => {
      if (!answer.ok) throw new Error(`Icon sprite: ${answer.status}`);
      return answer.text();
    })
    .then((text) => {
      const full = new DOMParser().parseFromString(text, 'image/svg+xml');
      for (const symbol of full.querySelectorAll('symbol')) {
        if (!document.getElementById(symbol.id)) defs.append(document.importNode(symbol, true));
      }
    })
    .catch(() => {
      loadingFullSprite = undefined;
    });
}
