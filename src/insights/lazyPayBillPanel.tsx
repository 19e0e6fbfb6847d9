import { lazy, Suspense } from 'react';
import type { PayBillPanel as PayBillPanelComponent } from '../payments/PayBillPanel.js';
import { payFlowSubject } from '../payments/payFlowSubject.js';
import { lazyModule } from '../ui/lazyModule.js';

// The pay-a-bill panel shows only when the URL names a payment step (parameters;
// docs/product.md#routes), so its code (and the add-a-card form it opens, with its card-number
// checks) is not in the insights page's first load (docs/performance.md#first-load-javascript: the
// 140 KB budget). Where it does show, the panel's chunk is loaded before rendering (`loadLazyCode`:
// renderer/+onRenderHtml.tsx on the server, renderer/+onRenderClient.tsx before hydrating or
// rendering in the browser), so the server's HTML has the panel and hydration finds the component
// resolved: no flash, no fallback.

const panelModule = lazyModule(() => import('../payments/PayBillPanel.js'));

/**
 * React's `lazy` settles synchronously when the factory's thenable calls back at once: a module
 * already loaded renders in the same pass (server rendering, hydration) instead of suspending.
 */
const PayBillPanel = lazy(() => {
  const module = panelModule.loaded();
  if (!module) return panelModule.load().then((loaded) => ({ default: loaded.PayBillPanel }));
  return {
    then(resolve: (value: { default: typeof PayBillPanelComponent }) => void) {
      resolve({ default: module.PayBillPanel });
    },
  } as Promise<{ default: typeof PayBillPanelComponent }>;
});

/** Whether this query names a payment step, i.e. the panel shows. */
export function namesPaymentStep(search: string): boolean {
  return payFlowSubject(new URLSearchParams(search)) !== null;
}

/**
 * Loads the panel's code when the query names a payment step; nothing otherwise. Resolves once
 * the panel can render without suspending.
 */
export async function loadPayBillPanelFor(search: string): Promise<void> {
  if (namesPaymentStep(search) && !panelModule.loaded()) await panelModule.load();
}

/** The pay-a-bill panel where the page has it: nothing at all unless the URL names a step. */
export function LazyPayBillPanel({ search, arrivedBack }: { search: string; arrivedBack: boolean }) {
  if (!namesPaymentStep(search)) return null;
  return (
    <Suspense fallback={null}>
      <PayBillPanel search={search} arrivedBack={arrivedBack} />
    </Suspense>
  );
}
