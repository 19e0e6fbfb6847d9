// Environment: server (build)
import { publishedPages } from '../../../../renderer/prerenderedPages.js';
import { paths } from '../../../../src/routing/paths.js';

/** The biller pages the build prerenders: those of billers that rank in the USA. */
export default async function onBeforePrerenderStart(): Promise<string[]> {
  const { billers } = await publishedPages();
  return billers.map((slug) => paths.biller(slug));
}
