import type { ReactNode } from 'react';
import { isInArea, navigationAreas } from '../src/routing/areas.js';
import { usePageContext } from './usePageContext.js';

const publicWebsiteLinks = [
  { href: 'https://www.doxo.com/info/about', label: 'About' },
  { href: 'https://www.doxo.com/info/support', label: 'Support' },
  { href: 'https://www.doxo.com/info/contact', label: 'Contact' },
  { href: 'https://www.doxo.com/info/legal', label: 'Legal' },
  { href: 'https://www.doxo.com/info/privacy', label: 'Privacy' },
  { href: 'https://www.doxo.com/insights', label: 'Insights' },
] as const;

const appLinks = [
  { href: 'https://apps.apple.com/app/doxo/id1195733958', label: 'doxo for iOS' },
  { href: 'https://play.google.com/store/apps/details?id=com.doxo.app', label: 'doxo for Android' },
] as const;

export function Layout({
  children,
  accountArea,
}: {
  children: ReactNode;
  accountArea?: ReactNode;
}) {
  const { urlPathname } = usePageContext();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div
        id="navigation-progress"
        className="navigation-progress"
        role="status"
        aria-live="polite"
      >
        <span className="visually-hidden" data-progress-label />
      </div>
      <header className="app-header">
        <a className="brand" href="/u/bills">
          doxo
        </a>
        <nav aria-label="Main" id="main-navigation">
          <ul className="main-nav">
            {navigationAreas.map((area) => (
              <li key={area.id} data-requires-account={area.requiresAccount || undefined}>
                <a href={area.href} aria-current={isInArea(area, urlPathname) ? 'page' : undefined}>
                  {area.navLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {accountArea}
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="app-footer">
        <nav aria-label="doxo website">
          <ul className="footer-nav">
            {publicWebsiteLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="footer-nav" aria-label="Mobile apps">
          {appLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </footer>
    </div>
  );
}
