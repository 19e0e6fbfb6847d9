// Environment: server
import type { PageContextServer } from 'vike/types';

export type Data = { query: string };

/** The search the page is rendered for (a GET form without the page's script). */
export function data(pageContext: PageContextServer): Data {
  return { query: (pageContext.urlParsed.search.q ?? '').slice(0, 200) };
}
