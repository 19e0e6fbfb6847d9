import { paths } from '../routing/paths.js';

/**
 * The public website's own pages (docs/product.md#public-website): the footer's links, each
 * page's title and description, and the sitemap's fixed entries come from this one list.
 */
export type WebsitePage = {
  href: string;
  /** The footer's and the breadcrumbs' short name. */
  label: string;
  title: string;
  description: string;
};

export const websitePages = {
  home: {
    href: paths.home(),
    label: 'Home',
    title: 'Pay all your household bills in one place',
    description:
      'doxo pays every household bill from one account: utilities, phone, insurance, rent and more, with the most common billers where you live.',
  },
  about: {
    href: paths.about(),
    label: 'About',
    title: 'About doxo',
    description:
      'Who doxo is for, what it does with your bills, and how the public insights on the billers people pay are made.',
  },
  support: {
    href: paths.support(),
    label: 'Support',
    title: 'Support',
    description:
      'Answers to what bill payers ask: fees, delivery times, security, cancelling doxoPLUS and a payment that did not arrive.',
  },
  contact: {
    href: paths.contact(),
    label: 'Contact',
    title: 'Contact us',
    description: 'Write to the doxo team: a question, a problem with a payment, or feedback.',
  },
  legal: {
    href: paths.legal(),
    label: 'Legal',
    title: 'Terms of service',
    description: 'The terms that apply when you use doxo to pay bills, keep payment methods and subscribe to doxoPLUS.',
  },
  privacy: {
    href: paths.privacy(),
    label: 'Privacy',
    title: 'Privacy',
    description: 'What doxo collects and why, who sees it, and how to download or delete your data.',
  },
  insights: {
    href: paths.insightsLanding(),
    label: 'Insights',
    title: 'Bills to pay insights',
    description:
      'The billers people pay most across the USA, by state and by service: electricity, water, phone, insurance and more.',
  },
} as const satisfies Record<string, WebsitePage>;

/** The footer links every page but home, in the order written above. */
export const footerPages: readonly WebsitePage[] = Object.values(websitePages).filter(
  (page) => page !== websitePages.home,
);
