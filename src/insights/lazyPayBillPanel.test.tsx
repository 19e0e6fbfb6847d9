import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../tests/createTestStore.js';
import { LazyPayBillPanel, loadPayBillPanelFor, namesPaymentStep } from './lazyPayBillPanel.js';

function renderPanel(search: string): string {
  // No request is made while rendering: the signed-out panel asks to sign in.
  const { store } = createTestStore('http://127.0.0.1:9/api');
  return renderToString(
    <Provider store={store}>
      <LazyPayBillPanel search={search} arrivedBack={false} />
    </Provider>,
  );
}

describe('the lazily loaded pay-a-bill panel', () => {
  it('shows only for a query naming a payment step', () => {
    expect(namesPaymentStep('?provider=comcast-xfinity')).toBe(true);
    expect(namesPaymentStep('?listing=12&amount=42.10')).toBe(true);
    expect(namesPaymentStep('')).toBe(false);
    expect(namesPaymentStep('?s=water&listing=abc')).toBe(false);
    expect(renderPanel('?s=water')).toBe('');
  });

  it('renders the panel in the same pass once its code is loaded, without a fallback', async () => {
    await loadPayBillPanelFor('?provider=comcast-xfinity');
    const html = renderPanel('?provider=comcast-xfinity');
    expect(html).toContain('Pay a bill');
    expect(html).toContain('Sign in to pay this bill.');
  });
});
