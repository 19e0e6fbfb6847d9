import type { PageContext } from 'vike/types';
import type { Data } from './+data.js';

export default function title(pageContext: PageContext): string {
  // Vike types `data` as unknown; this page's +data returns Data.
  const data = pageContext.data as Data | undefined;
  return data ? data.biller.name : 'Biller';
}
