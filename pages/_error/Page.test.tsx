// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { PageContextProvider } from '../../renderer/usePageContext.js';
import Page from './+Page.js';

function renderError(fields: { abortStatusCode?: number; is404: boolean }) {
  const pageContext = { ...fields } as PageContext;
  return render(
    <PageContextProvider pageContext={pageContext}>
      <Page />
    </PageContextProvider>,
  );
}

describe('error page', () => {
  it.each([
    [401, 'Please sign in'],
    [403, "You don't have access"],
    [410, 'This page is gone'],
    [429, 'Too many requests'],
    [503, 'Temporarily unavailable'],
  ])('renders abort code %i', (code, heading) => {
    renderError({ abortStatusCode: code, is404: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByText(`Error ${code}`)).toBeTruthy();
  });

  it('renders 404 for an unknown page and 500 for a failed render', () => {
    renderError({ is404: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    renderError({ is404: false });
    expect(screen.getByText('Error 500')).toBeTruthy();
  });
});
