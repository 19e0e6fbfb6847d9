import type { PageContext } from 'vike/types';
import type { Data } from './+data.js';

export default function description(pageContext: PageContext): string {
  const data = pageContext.data as Data | undefined;
  if (!data) return 'A biller on doxo.';
  const types = data.biller.service_types.map((type) => type.name).join(', ');
  return `${data.biller.name}: ${types}. How many people pay it, and how much, across the USA.`;
}
