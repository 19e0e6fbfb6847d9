/**
 * The doxo mobile apps (docs/product.md#app-links): their store pages, and the identifiers the
 * smart app banner and the app-association files name.
 */
export const IOS_APP_STORE_ID = '1195733958';
export const ANDROID_PACKAGE = 'com.doxo.app';

export const appStoreLinks = [
  { href: `https://apps.apple.com/app/doxo/id${IOS_APP_STORE_ID}`, label: 'doxo for iOS' },
  {
    href: `https://play.google.com/store/apps/details?id=${ANDROID_PACKAGE}`,
    label: 'doxo for Android',
  },
] as const;

/** Safari's smart app banner (the `apple-itunes-app` meta tag). */
export const smartAppBannerContent = `app-id=${IOS_APP_STORE_ID}`;
