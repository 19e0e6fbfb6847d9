import type { PageContext } from 'vike/types';
import { loadPayBillPanelFor } from '../../../../../src/insights/lazyPayBillPanel.js';

// The pay-a-bill panel's code, when the URL names a payment step
// (docs/performance.md#first-load-javascript).
export default function loadLazyCode(pageContext: PageContext): Promise<void> {
  return loadPayBillPanelFor(pageContext.urlParsed.searchOriginal ?? '');
}
