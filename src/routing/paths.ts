// The one place product URLs are built.
import type { DirectoryAddress, SearchAddress } from '../billers/billerAddress.js';
import { maintenanceAddress } from '../maintenance/maintenanceReturn.js';

/**
 * `?q=…&type=…` with only the values given, page 1 left out: one address per view
 * (docs/product.md#search-page). Here rather than beside the addresses' reading
 * (src/billers/billerAddress.ts), which every page's links would then load.
 */
function addressQueryString(values: Readonly<Record<string, string | number>>): string {
  const entries = Object.entries(values)
    .filter(([name, value]) => value !== '' && !(name === 'page' && value === 1))
    .map(([name, value]) => [name, String(value)]);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`;
}

export const BILLS_TO_PAY_ROOT = '/u/bills-to-pay';
export const ALL_GROUPS = 'all-groups';
export const ALL_SERVICES = 'all-services';

export const paths = {
  /** The public website (docs/product.md#public-website): answered outside /u/. */
  home: () => '/',
  about: () => '/about',
  support: () => '/support',
  contact: () => '/contact',
  legal: () => '/legal',
  privacy: () => '/privacy',
  insightsLanding: () => '/insights',
  bills: () => '/u/bills',
  /** One bill's own page (docs/product.md#statements): statement, settings, payments. */
  bill: (listingId: number) => `/u/bills/${listingId}`,
  billsToPay: () => BILLS_TO_PAY_ROOT,
  /** docs/product.md#location-hierarchy: a location hierarchy (URL form, e.g. /usa/wa) is appended after the type. */
  insights: (serviceGroup: string = ALL_GROUPS, serviceType: string = ALL_SERVICES, hierarchy: string | null = null) =>
    `${BILLS_TO_PAY_ROOT}/${encodeURIComponent(serviceGroup)}/${encodeURIComponent(serviceType)}${hierarchy ?? ''}`,
  /** A biller's page (docs/product.md#biller-pages: the insights table links each biller to it). */
  biller: (slug?: string) => (slug ? `/u/biller/${encodeURIComponent(slug)}` : '/u/biller'),
  /** The biller directory at a letter, service type, state and page (docs/product.md#biller-directory). */
  billerDirectory: ({ letter = '', type = '', state = '', page = 1 }: Partial<DirectoryAddress> = {}) =>
    `/u/biller${addressQueryString({ letter, type, state, page })}`,
  /** Start paying a bill (docs/product.md#bills): the pay panel on bills-to-pay, driven by docs/product.md#transient-parameters. */
  payBill: (listingId: number) => `${BILLS_TO_PAY_ROOT}/${ALL_GROUPS}/${ALL_SERVICES}?listing=${listingId}`,
  /** Start paying a biller (`provider`; docs/product.md#bills, docs/product.md#transient-parameters): its slug. */
  payBiller: (slug: string) =>
    `${BILLS_TO_PAY_ROOT}/${ALL_GROUPS}/${ALL_SERVICES}?${new URLSearchParams({ provider: slug }).toString()}`,
  paymentHistory: () => '/u/bills/history',
  paymentReceipt: (paymentId: number) => `/u/bills/history/${paymentId}`,
  wallet: () => '/u/wallet',
  identityProtection: () => '/u/identity-protection',
  creditScore: () => '/u/credit-score',
  doxoPlus: () => '/u/doxoplus',
  /**
   * Enrollment, one step per screen (docs/product.md#enrollment): the plan, then the payment
   * method, then the review, each kept in the URL so reload and Back keep it.
   */
  doxoPlusEnroll: (step: { plan?: string; payment_instrument?: number } = {}) => {
    const query = new URLSearchParams();
    if (step.plan) query.set('plan', step.plan);
    if (step.plan && step.payment_instrument !== undefined)
      query.set('payment_instrument', String(step.payment_instrument));
    const search = query.toString();
    return search ? `/u/doxoplus/enroll?${search}` : '/u/doxoplus/enroll';
  },
  savings: () => '/u/savings',
  /** Search results for text, service type, state and page (docs/product.md#search-page). */
  search: ({ q = '', type = '', state = '', page = 1 }: Partial<SearchAddress> = {}) =>
    `/u/search${addressQueryString({ q, type, state, page })}`,
  userAccount: () => '/u/user-account',
  /** What deleting the account cancels, and the password that confirms it (docs/product.md#deleting-an-account). */
  deleteAccount: () => '/u/user-account/delete',
  /** Where a deleted account lands, signed out. */
  accountDeleted: () => '/u/account-deleted',
  /** The notification centre (docs/product.md#notification-centre). */
  notifications: () => '/u/notifications',
  /** Creating an account (docs/product.md#sign-up), coming back to `returnTo` once signed in. */
  signUp: (returnTo?: string) =>
    returnTo ? `/u/sign-up?${new URLSearchParams({ return_to: returnTo }).toString()}` : '/u/sign-up',
  /** Opens the container's sign-in dialog over the bills (docs/product.md#sign-in-and-sign-out). */
  signIn: () => '/u/bills?sign_in',
  // Mailed links' pages (docs/product.md#mailed-links): each asks before it changes anything,
  // since mail scanners open links on their own.
  verifyEmail: (token: string) => `/u/verify-email?${new URLSearchParams({ token }).toString()}`,
  forgotPassword: () => '/u/forgot-password',
  resetPassword: (token: string) => `/u/reset-password?${new URLSearchParams({ token }).toString()}`,
  confirmEmail: (token: string) => `/u/confirm-email?${new URLSearchParams({ token }).toString()}`,
  /** With the page to come back to once the service answers (src/maintenance). */
  maintenance: (returnTo?: string) => maintenanceAddress(returnTo),
} as const;
