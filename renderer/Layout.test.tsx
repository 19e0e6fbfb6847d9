// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { Layout } from './Layout.js';
import { PageContextProvider } from './usePageContext.js';

function renderAt(urlPathname: string) {
  // Only the fields the layout reads; the rest of Vike's page context is irrelevant here.
  const pageContext = { urlPathname } as PageContext;
  return render(
    <PageContextProvider pageContext={pageContext}>
      <Layout>
        <h1>Content</h1>
      </Layout>
    </PageContextProvider>,
  );
}

describe('Layout', () => {
  it('links every area and marks the current one', () => {
    renderAt('/u/doxoplus/enroll');
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Bills',
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
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['doxoPLUS']);
  });

  it('starts with a skip link to the main landmark', () => {
    renderAt('/u/bills');
    const skip = screen.getAllByRole('link')[0];
    expect(skip).toHaveProperty('textContent', 'Skip to main content');
    expect(skip?.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });
});
