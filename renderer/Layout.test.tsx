// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../tests/createTestStore.js';
import { loadOpenAlerts } from '../src/identityProtection/identityProtectionSlice.js';
import { RenderedSharedDataContext } from '../src/container/ContainerContext.js';
import { initialSharedDataState } from '../src/shared-data/sharedDataDefaults.js';
import type { LayoutData } from '../src/shared-data/sharedDataTypes.js';
import { Layout } from './Layout.js';
import { PageContextProvider } from './usePageContext.js';

const signedIn: LayoutData = {
  enableSidebar: true,
  expandSidebar: true,
  showReducedNav: false,
  hostChrome: false,
};

function renderAt(
  urlPathname: string,
  layoutData: LayoutData = signedIn,
  store = createTestStore('http://127.0.0.1:9/api').store,
) {
  // Only the fields the layout reads; the rest of Vike's page context is irrelevant here.
  const pageContext = { urlPathname } as PageContext;
  return render(
    <Provider store={store}>
      <RenderedSharedDataContext value={{ ...initialSharedDataState, isAppReady: true, layoutData }}>
        <PageContextProvider pageContext={pageContext}>
          <Layout>
            <h1>Content</h1>
          </Layout>
        </PageContextProvider>
      </RenderedSharedDataContext>
    </Provider>,
  );
}

/** The sidebar; the phone tab bar (also named Main) shows instead on narrow screens. */
function sidebar() {
  const navigation = document.getElementById('main-navigation');
  if (!navigation) throw new Error('No sidebar');
  return navigation;
}

describe('Layout', () => {
  it("shows a member's open identity alerts beside Identity protection", () => {
    const { store } = createTestStore('http://127.0.0.1:9/api');
    store.dispatch(loadOpenAlerts.fulfilled(2, 'request', undefined));
    renderAt('/u/bills', signedIn, store);
    const link = within(sidebar()).getByRole('link', { name: /Identity protection/ });
    expect(link.textContent).toBe('Identity protection2 open alerts');
    expect(within(sidebar()).getAllByText(/open alert/)).toHaveLength(1);
  });

  it('shows no count without open alerts', () => {
    renderAt('/u/bills');
    expect(within(sidebar()).queryByText(/open alert/)).toBeNull();
  });

  it('links every area with its icon and marks the current one', () => {
    const { container } = renderAt('/u/doxoplus/enroll');
    expect(sidebar().getAttribute('aria-label')).toBe('Main');
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Bills',
      'Payments',
      'Bills to pay',
      'Billers',
      'Wallet',
      'doxoPLUS',
      'Identity protection',
      'Credit score',
      'Savings',
      'Search',
      'Account',
    ]);
    // Each link points at its area's drawing in the page's icon sprite.
    expect(links.map((link) => link.querySelector('svg[aria-hidden="true"] use')?.getAttribute('href'))).toEqual([
      '#icon-receipt-text',
      '#icon-rotate-ccw',
      '#icon-trending-up',
      '#icon-building',
      '#icon-wallet',
      '#icon-sparkles',
      '#icon-shield-check',
      '#icon-gauge',
      '#icon-piggy-bank',
      '#icon-search',
      '#icon-circle-user-round',
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['doxoPLUS']);
    // Strict CSP: no inline styles anywhere in the shell, icons included.
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('starts with a skip link to the main landmark', () => {
    renderAt('/u/bills');
    const skip = screen.getAllByRole('link')[0];
    expect(skip).toHaveProperty('textContent', 'Skip to main content');
    expect(skip?.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('gives signed-out visitors the reduced navigation (showReducedNav)', () => {
    renderAt('/u/search', { ...signedIn, showReducedNav: true });
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bills to pay', 'Billers', 'doxoPLUS', 'Search']);
  });

  it('collapses the sidebar to icons that keep their names (expandSidebar)', () => {
    const { container } = renderAt('/u/bills', { ...signedIn, expandSidebar: false });
    expect(container.querySelector('.shell')?.classList).toContain('shell--collapsed');
    const toggle = screen.getByRole('button', { name: 'Expand menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('main-navigation');
    expect(toggle.querySelector('use')?.getAttribute('href')).toBe('#icon-panel-left-open');
    // Icons only on screen, yet every link keeps its name for screen readers and tooltips.
    expect(within(sidebar()).getByRole('link', { name: 'Wallet' })).toBeTruthy();
  });

  it('puts four areas and More in the phone tab bar', () => {
    renderAt('/u/bills');
    const tabBar = screen.getAllByRole('navigation', { name: 'Main' })[1];
    if (!tabBar) throw new Error('No tab bar');
    expect(
      within(tabBar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bills', 'Bills to pay', 'Wallet', 'Search']);
    expect(within(tabBar).getByRole('button', { name: 'More' })).toBeTruthy();
  });

  it('draws no skip link, top bar or footer of its own inside a host shell, only its navigation', () => {
    const { container } = renderAt('/u/bills', { ...signedIn, hostChrome: true });
    expect(container.querySelector('.shell')?.classList).toContain('shell--host-chrome');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).toBeNull();
    expect(within(sidebar()).getByRole('link', { name: 'Wallet' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main');
  });
});
