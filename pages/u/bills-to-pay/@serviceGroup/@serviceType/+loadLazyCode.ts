import type { PageContext } from 'vike/types';
import { loadNotEnoughDataFor } from '../../../../../src/insights/lazyNotEnoughData.js';
import { loadPayBillPanelFor } from '../../../../../src/insights/lazyPayBillPanel.js';
import type { Data } from './+data.js';

// The pay-a-bill panel's code, when the URL names a payment step, and "not enough data" when the
// place shows it (docs/performance.md#first-load-javascript).
export default async function loadLazyCode(pageContext: PageContext): Promise<void> {
  const data = pageContext.data as Data | undefined;
  await Promise.all([
    loadPayBillPanelFor(pageContext.urlParsed.searchOriginal ?? ''),
    data ? loadNotEnoughDataFor(data) : undefined,
  ]);
}
