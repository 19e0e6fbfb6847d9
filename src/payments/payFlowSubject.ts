// What a URL's pay flow is for (docs/product.md#transient-parameters): apart from the flow's other
// steps, so the insights page can tell whether its pay panel shows without loading the flow's code.

/** A positive whole number as a URL parameter writes it, or null. */
export function positiveInteger(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,150}$/;

/** The bill (`listing=`) or biller (`provider=`) being paid; null when the URL names neither. */
export function payFlowSubject(search: URLSearchParams): { listingId: number | null; provider: string | null } | null {
  const listingId = positiveInteger(search.get('listing'));
  const providerText = search.get('provider');
  const provider = providerText && SLUG.test(providerText) ? providerText : null;
  return listingId === null && provider === null ? null : { listingId, provider };
}
