import { useEffect } from 'react';
import { lazyModule } from '../ui/lazyModule.js';
import { useLazyModule } from '../ui/useLazyModule.js';
import type { NotEnoughData as NotEnoughDataComponent } from './NotEnoughData.js';

// Shown only where a place has fewer payers than the privacy threshold, so its code (and the
// state names it reads) is not in the insights page's first load (docs/performance.md#bundle-budget).
// Where it shows, the chunk arrives before rendering (the page's `loadLazyCode`, as
// src/insights/lazyPayBillPanel.tsx's panel does): the server's HTML has it and hydration finds it.

const notEnoughDataModule = lazyModule(() => import('./NotEnoughData.js'));

/** Whether the page shows "not enough data" instead of the most common billers. */
export function showsNotEnoughData(data: {
  hierarchy: string | null;
  mostCommonBillers: { enough_data: boolean };
}): boolean {
  return data.hierarchy !== null && !data.mostCommonBillers.enough_data;
}

/** Loads the component when the page's data shows it; nothing otherwise. */
export async function loadNotEnoughDataFor(data: Parameters<typeof showsNotEnoughData>[0]) {
  if (showsNotEnoughData(data) && !notEnoughDataModule.loaded()) await notEnoughDataModule.load();
}

/** docs/product.md#privacy-threshold: NotEnoughData, rendered at once when its code is there. */
export function LazyNotEnoughData(props: Parameters<typeof NotEnoughDataComponent>[0]) {
  const [module, request] = useLazyModule(notEnoughDataModule, 'load not enough data');
  useEffect(() => {
    if (!module) request();
  }, [module, request]);
  return module ? <module.NotEnoughData {...props} /> : null;
}
