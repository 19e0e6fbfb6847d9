import { paths } from './paths.js';

// The product areas (docs/product.md#routes): their navigation label, heading and purpose. Pages
// and the layout's navigation read this one list, so a new area is added in one place.
export type Area = {
  id: string;
  href: string;
  /** Which URLs count as "inside" this area for the navigation's current-page marker. */
  pathPrefix: string;
  navLabel: string;
  /** Hidden from the reduced navigation signed-out visitors get (showReducedNav; docs/product.md#layout-data). */
  requiresAccount: boolean;
  heading: string;
  description: string;
};

export const areas = {
  bills: {
    id: 'bills',
    requiresAccount: true,
    href: paths.bills(),
    pathPrefix: '/u/bills',
    navLabel: 'Bills',
    heading: 'Your bills',
    description: 'See every household bill in one place: what is due, when, and what you paid last.',
  },
  paymentHistory: {
    id: 'paymentHistory',
    requiresAccount: true,
    href: paths.paymentHistory(),
    pathPrefix: '/u/bills/history',
    navLabel: 'Payments',
    heading: 'Payment history',
    description: 'Every payment you made or scheduled.',
  },
  billsToPay: {
    id: 'billsToPay',
    requiresAccount: false,
    href: paths.insights(),
    pathPrefix: '/u/bills-to-pay',
    navLabel: 'Bills to pay',
    heading: 'Most Common Billers',
    description:
      'The billers people pay most where you live, by service type and location, with pay amounts and pay methods.',
  },
  biller: {
    id: 'biller',
    requiresAccount: false,
    href: paths.biller(),
    pathPrefix: '/u/biller',
    navLabel: 'Billers',
    heading: 'Billers',
    description: 'Find a biller and see how to pay it: service types, where it serves, and its payers.',
  },
  wallet: {
    id: 'wallet',
    requiresAccount: true,
    href: paths.wallet(),
    pathPrefix: '/u/wallet',
    navLabel: 'Wallet',
    heading: 'Wallet',
    description: 'Keep your bank accounts and cards in one wallet and choose how each bill is paid.',
  },
  doxoPlus: {
    id: 'doxoPlus',
    requiresAccount: false,
    href: paths.doxoPlus(),
    pathPrefix: '/u/doxoplus',
    navLabel: 'doxoPLUS',
    heading: 'doxoPLUS',
    description: 'The paid tier of doxo: identity protection, credit score and savings on top of bill pay.',
  },
  identityProtection: {
    id: 'identityProtection',
    requiresAccount: true,
    href: paths.identityProtection(),
    pathPrefix: '/u/identity-protection',
    navLabel: 'Identity protection',
    heading: 'Identity protection',
    description: 'Monitoring and alerts that help protect your identity, included with doxoPLUS.',
  },
  creditScore: {
    id: 'creditScore',
    requiresAccount: true,
    href: paths.creditScore(),
    pathPrefix: '/u/credit-score',
    navLabel: 'Credit score',
    heading: 'Credit score',
    description: 'Follow your credit score and what moves it, included with doxoPLUS.',
  },
  savings: {
    id: 'savings',
    requiresAccount: true,
    href: paths.savings(),
    pathPrefix: '/u/savings',
    navLabel: 'Savings',
    heading: 'Savings',
    description: 'Ways to lower what you pay for your household bills.',
  },
  search: {
    id: 'search',
    requiresAccount: false,
    href: paths.search(),
    pathPrefix: '/u/search',
    navLabel: 'Search',
    heading: 'Search',
    description: 'Search billers by name to find the one you pay.',
  },
  userAccount: {
    id: 'userAccount',
    requiresAccount: true,
    href: paths.userAccount(),
    pathPrefix: '/u/user-account',
    navLabel: 'Account',
    heading: 'Account settings',
    description: 'Your profile, sign-in and notification settings.',
  },
} as const satisfies Record<string, Area>;

/** The main navigation: every area, in the order written above. */
export const navigationAreas: readonly Area[] = Object.values(areas);

export function isInArea(area: Area, urlPathname: string): boolean {
  return urlPathname === area.pathPrefix || urlPathname.startsWith(`${area.pathPrefix}/`);
}

/**
 * The navigation area a URL is in: the one with the longest matching prefix, so payment history
 * (`/u/bills/history`) is marked rather than bills (`/u/bills`) around it.
 */
export function isCurrentArea(area: Area, urlPathname: string): boolean {
  if (!isInArea(area, urlPathname)) return false;
  return !navigationAreas.some(
    (other) => other.pathPrefix.length > area.pathPrefix.length && isInArea(other, urlPathname),
  );
}
