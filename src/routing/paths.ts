// The one place product URLs are built (STYLE.md § One way to do each thing).
import { maintenanceAddress } from '../maintenance/maintenanceReturn.js';

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
  /** Opens the sign-in dialog over the page (docs/product.md#sign-in-and-sign-out). */
  signIn: () => '/u/bills?sign_in',
  signUp: () => '/u/sign-up',
  bills: () => '/u/bills',
  /** One bill's own page (issue 13): statement, settings, payments. */
  bill: (listingId: number) => `/u/bills/${listingId}`,
  billsToPay: () => BILLS_TO_PAY_ROOT,
  /** SPEC §2: a location hierarchy (URL form, e.g. /usa/wa) is appended after the type. */
  insights: (
    serviceGroup: string = ALL_GROUPS,
    serviceType: string = ALL_SERVICES,
    hierarchy: string | null = null,
  ) =>
    `${BILLS_TO_PAY_ROOT}/${encodeURIComponent(serviceGroup)}/${encodeURIComponent(serviceType)}${hierarchy ?? ''}`,
  /** A biller's page (issue 5: the insights table links each biller to it). */
  biller: (slug?: string) => (slug ? `/u/biller/${encodeURIComponent(slug)}` : '/u/biller'),
  /** Start paying a bill (issue 13): the pay panel on bills-to-pay, driven by SPEC §2 params. */
  payBill: (listingId: number) =>
    `${BILLS_TO_PAY_ROOT}/${ALL_GROUPS}/${ALL_SERVICES}?listing=${listingId}`,
  /** Start paying a biller (issue 13 "Pay this biller", SPEC §2 `provider`): its slug. */
  payBiller: (slug: string) =>
    `${BILLS_TO_PAY_ROOT}/${ALL_GROUPS}/${ALL_SERVICES}?${new URLSearchParams({ provider: slug }).toString()}`,
  paymentHistory: () => '/u/bills/history',
  paymentReceipt: (paymentId: number) => `/u/bills/history/${paymentId}`,
  wallet: () => '/u/wallet',
  identityProtection: () => '/u/identity-protection',
  creditScore: () => '/u/credit-score',
  doxoPlus: () => '/u/doxoplus',
  doxoPlusEnroll: () => '/u/doxoplus/enroll',
  savings: () => '/u/savings',
  search: (query?: string) =>
    query ? `/u/search?${new URLSearchParams({ q: query }).toString()}` : '/u/search',
  userAccount: () => '/u/user-account',
  /** With the page to come back to once the service answers (src/maintenance). */
  maintenance: (returnTo?: string) => maintenanceAddress(returnTo),
} as const;
