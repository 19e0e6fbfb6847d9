import { LinkList } from '../ui/LinkList.js';
import { appStoreLinks } from './appLinks.js';

/** The doxo apps' store pages (docs/product.md#app-links). */
export function AppStoreLinks({ className = 'website-links website-links--inline' }: { className?: string }) {
  return <LinkList links={appStoreLinks} className={className} label="Mobile apps" />;
}
