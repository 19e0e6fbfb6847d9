// docs/product.md#routes: moving between bills-to-pay URLs keeps the query string but drops the
// parameters that belong to one visit (a search, a sign-in prompt, a payment in progress).
export const TRANSIENT_PARAMETERS: readonly string[] = [
  's',
  'sign_in',
  'pay_signup_amount',
  'payment_amount',
  'src',
  'provider',
  'listing',
  'amount',
  'payment_instrument',
  'biller_confirmed',
  'delivery_date',
  'opt_in_paperless',
  'opt_in_auto_pay',
];

/** `?a=1&s=x` → `?a=1`; an empty result is the empty string. */
export function withoutTransientParameters(search: string): string {
  const parameters = new URLSearchParams(search);
  for (const name of TRANSIENT_PARAMETERS) parameters.delete(name);
  const kept = parameters.toString();
  return kept ? `?${kept}` : '';
}

/** The fragment a redirect carries for a sign-in prompt: the container opens the dialog on it. */
export const SIGN_IN_FRAGMENT = '#sign_in';

/**
 * The query a redirect keeps (docs/product.md#transient-parameters: without the transient
 * parameters) and, when the visit asked to sign in, the SIGN_IN_FRAGMENT: `?sign_in` still opens
 * the dialog after the redirect dropped it, and a fragment never reaches a server or a cache key.
 */
export function redirectSuffix(search: string): string {
  const signIn = new URLSearchParams(search).has('sign_in');
  return `${withoutTransientParameters(search)}${signIn ? SIGN_IN_FRAGMENT : ''}`;
}

/**
 * A row's "Pay" on the insights page (docs/product.md#paying-a-bill): the same page, its visit's
 * parameters dropped as a move would (docs/product.md#transient-parameters), and `provider` set, so
 * the pay panel opens above the same table.
 */
export function payBillerHere(pathname: string, search: string | null, slug: string): string {
  const query = new URLSearchParams(withoutTransientParameters(search ?? ''));
  query.set('provider', slug);
  return `${pathname}?${query.toString()}`;
}
