// Environment: server (build)
import { publishedPages } from '../../../../../renderer/prerenderedPages.js';
import { paths } from '../../../../../src/routing/paths.js';

/** The insights pages the build prerenders: every group and type, USA and states, that rank. */
export default async function onBeforePrerenderStart(): Promise<string[]> {
  const { insights } = await publishedPages();
  return insights.map((view) =>
    paths.insights(view.service_type_group, view.service_type, view.location === '/usa' ? null : view.location),
  );
}
