import { useState, type ReactNode } from 'react';
import { useContainer, useContainerState } from '../src/container/ContainerContext.js';
import { selectOpenIdentityAlerts } from '../src/identityProtection/identityProtectionSlice.js';
import { NotificationBell } from '../src/notifications/NotificationBell.js';
import { isCurrentArea, navigationAreas, type Area } from '../src/routing/areas.js';
import { paths } from '../src/routing/paths.js';
import { useAppSelector } from '../src/store/hooks.js';
import { classNames } from '../src/ui/classNames.js';
import { Dialog } from '../src/ui/Dialog.js';
import { AreaIcon } from '../src/ui/icons/AreaIcon.js';
import { Icon } from '../src/ui/icons/Icon.js';
import { LinkList } from '../src/ui/LinkList.js';
import { usePageContext } from './usePageContext.js';
import { AppStoreLinks } from '../src/website/AppStoreLinks.js';
import { footerPages } from '../src/website/websitePages.js';

/** The phone tab bar holds four areas; the rest are one tap away under More. */
const TAB_BAR_SIZE = 4;
/** Which areas earn a tab, most used first (the tab bar keeps the navigation's order). */
const tabBarPriority = ['bills', 'billsToPay', 'wallet', 'search', 'biller', 'doxoPlus'];

/** A member's open identity alerts beside the area's name (docs/product.md#identity-alerts). */
function OpenAlertsCount() {
  const openAlerts = useAppSelector(selectOpenIdentityAlerts);
  if (!openAlerts) return null;
  return (
    <span className="nav-link__count">
      {openAlerts}
      <span className="visually-hidden">{openAlerts === 1 ? ' open alert' : ' open alerts'}</span>
    </span>
  );
}

function AreaLink({ area, current, onNavigate }: { area: Area; current: boolean; onNavigate?: () => void }) {
  return (
    <a href={area.href} className="nav-link" aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      <AreaIcon area={area} className="nav-link__icon" />
      <span className="nav-link__label">{area.navLabel}</span>
      {area.id === 'identityProtection' ? <OpenAlertsCount /> : null}
    </a>
  );
}

/**
 * The app shell, driven by layoutData (docs/product.md#layout-data): on wide screens a sidebar
 * (expanded, or icons only with the names as tooltips and accessible names), reduced to the public
 * areas for signed-out visitors; on phones a top bar and a bottom tab bar with a menu sheet for the
 * rest. The server renders it from the session it saw, so hydration changes nothing.
 */
export function Layout({
  children,
  accountArea,
  notice,
}: {
  children: ReactNode;
  accountArea?: ReactNode;
  /** What every screen says above its page (the doxoPLUS grace notice). */
  notice?: ReactNode;
}) {
  const { urlPathname } = usePageContext();
  const container = useContainer();
  const { layoutData } = useContainerState();
  const [moreOpen, setMoreOpen] = useState(false);
  const visibleAreas = navigationAreas.filter((area) => !(layoutData.showReducedNav && area.requiresAccount));
  const tabIds = tabBarPriority.filter((id) => visibleAreas.some((area) => area.id === id)).slice(0, TAB_BAR_SIZE);
  const tabAreas = visibleAreas.filter((area) => tabIds.includes(area.id));
  const collapsed = layoutData.enableSidebar && !layoutData.expandSidebar;

  return (
    <div
      className={classNames(
        'shell',
        layoutData.enableSidebar && 'shell--sidebar',
        collapsed && 'shell--collapsed',
        layoutData.showReducedNav && 'shell--reduced-nav',
        layoutData.hostChrome && 'shell--host-chrome',
      )}
    >
      {/* A host shell draws its own skip link, top bar and footer (docs/host-contract.md#layout). */}
      {layoutData.hostChrome ? null : (
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
      )}
      <div id="navigation-progress" className="navigation-progress" role="status">
        <span className="visually-hidden" data-progress-label />
      </div>
      {layoutData.hostChrome ? null : (
        <header className="topbar">
          {layoutData.enableSidebar ? (
            <button
              type="button"
              className="icon-button topbar__sidebar-toggle"
              aria-expanded={!collapsed}
              aria-controls="main-navigation"
              onClick={container?.toggleSidebar}
            >
              <Icon name={collapsed ? 'panel-left-open' : 'panel-left-close'} />
              <span className="visually-hidden">{collapsed ? 'Expand menu' : 'Collapse menu'}</span>
            </button>
          ) : null}
          {/* Signed out, the name leads to the public website's front page; signed in, to the bills. */}
          <a className="brand" href={layoutData.showReducedNav ? paths.home() : paths.bills()}>
            <svg className="brand__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect width="24" height="24" rx="7" />
              <path d="M7 12.5l3.2 3.2L17 8.8" />
            </svg>
            <span className="brand__name">doxo</span>
          </a>
          <div className="topbar__end">
            <NotificationBell urlPathname={urlPathname} />
            {accountArea}
          </div>
        </header>
      )}
      <nav aria-label="Main" id="main-navigation" className="sidebar">
        <ul className="nav-list">
          {visibleAreas.map((area) => (
            <li key={area.id}>
              <AreaLink area={area} current={isCurrentArea(area, urlPathname)} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="shell__content">
        <main id="main" className="app-main" tabIndex={-1}>
          {notice}
          {children}
        </main>
        {layoutData.hostChrome ? null : (
          <footer className="app-footer">
            <nav aria-label="doxo website">
              <LinkList links={footerPages} className="footer-nav" />
            </nav>
            <AppStoreLinks className="footer-nav" />
          </footer>
        )}
      </div>
      <nav aria-label="Main" className="tabbar">
        <ul className="tabbar__list">
          {tabAreas.map((area) => (
            <li key={area.id}>
              <AreaLink area={area} current={isCurrentArea(area, urlPathname)} />
            </li>
          ))}
          <li>
            <button type="button" className="nav-link" aria-haspopup="dialog" onClick={() => setMoreOpen(true)}>
              <Icon name="ellipsis" className="nav-link__icon" />
              <span className="nav-link__label">More</span>
            </button>
          </li>
        </ul>
      </nav>
      <Dialog open={moreOpen} onClose={() => setMoreOpen(false)} title="All of doxo" placement="sheet">
        <nav aria-label="All areas">
          <ul className="nav-list nav-list--sheet">
            {visibleAreas.map((area) => (
              <li key={area.id}>
                <AreaLink
                  area={area}
                  current={isCurrentArea(area, urlPathname)}
                  onNavigate={() => setMoreOpen(false)}
                />
              </li>
            ))}
          </ul>
        </nav>
      </Dialog>
    </div>
  );
}
