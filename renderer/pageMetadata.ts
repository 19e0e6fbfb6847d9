import type { PageContext } from 'vike/types';
import type { PageTitle } from './vikeTypes.js';

const SITE_NAME = 'doxo';
const DEFAULT_DESCRIPTION = 'Pay all your household bills in one place with doxo.';

function resolve(value: PageTitle | undefined, pageContext: PageContext): string | undefined {
  return typeof value === 'function' ? value(pageContext) : value;
}

export function getPageTitle(pageContext: PageContext): string {
  const title = resolve(pageContext.config.title, pageContext);
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

export function getPageDescription(pageContext: PageContext): string {
  return resolve(pageContext.config.description, pageContext) ?? DEFAULT_DESCRIPTION;
}
