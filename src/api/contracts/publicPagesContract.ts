// GET /public_pages: the public pages worth publishing (docs/product.md#published-pages), which
// `npm run build` prerenders and lists in the sitemap.

/** One insights view: canonical group and type segments, and a URL-form place. */
export type PublishedInsightsView = {
  service_type_group: string;
  service_type: string;
  /** `/usa` or a state, `/usa/wa`. */
  location: string;
};

export type PublicPagesResponse = {
  /** Slugs of the billers that rank in the USA over the last 12 months. */
  billers: string[];
  /** The insights views, at USA and state level, that rank at least one biller. */
  insights: PublishedInsightsView[];
};
