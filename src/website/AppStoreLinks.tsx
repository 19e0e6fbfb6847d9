import { appStoreLinks } from './appLinks.js';

/** The doxo apps' store pages (docs/product.md#app-links). */
export function AppStoreLinks() {
  return (
    <ul className="website-links website-links--inline" aria-label="Mobile apps">
      {appStoreLinks.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
