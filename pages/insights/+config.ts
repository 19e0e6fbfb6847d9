import type { Config } from 'vike/types';
import { websitePages } from '../../src/website/websitePages.js';

export default {
  title: websitePages.insights.title,
  description: websitePages.insights.description,
  // Public (docs/product.md#public-website): the same HTML for every signed-out visitor.
  publicPage: true,
  // Written to dist/client by `npm run build` (docs/operations.md#prerendered-pages).
  prerender: true,
} satisfies Config;
