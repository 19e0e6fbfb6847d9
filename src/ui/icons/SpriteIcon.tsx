import { useEffect } from 'react';
import { ensureSpriteSymbol, noteSpriteSymbol } from './spriteSymbols.js';

/**
 * A drawing from the page's sprite (iconSprite.tsx, rendered by the server outside the app's root),
 * so client JavaScript carries an id, never the drawing
 * (docs/performance.md#first-load-javascript). The server's sprite holds only the symbols its render
 * used: an icon the browser draws later gets its symbol from the whole sprite (spriteSymbols.ts).
 * Decorative: whatever it stands for is always written beside it or names its control. The width
 * and height are the size where no CSS rule sets one (an svg without them is 300×150).
 */
export function SpriteIcon({ symbolId, className }: { symbolId: string; className?: string }) {
  noteSpriteSymbol(symbolId);
  useEffect(() => ensureSpriteSymbol(symbolId), [symbolId]);
  return (
    <svg className={className} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`#${symbolId}`} />
    </svg>
  );
}
