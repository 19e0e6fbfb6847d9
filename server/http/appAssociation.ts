// Environment: server
// The files phones read to open the site's links in the doxo apps (docs/product.md#app-links):
// Apple's apple-app-site-association and Android's Digital Asset Links, both JSON. Served by the
// server (with the JSON type, which Apple requires for a file without an extension) and written
// into the static build by `npm run build`.
import type { RequestHandler } from 'express';
import { ANDROID_PACKAGE } from '../../src/website/appLinks.js';

export type AppIdentities = {
  /** TEAMID.bundle.id of each iOS app. */
  iosAppIds: readonly string[];
  /** SHA-256 fingerprints of the Android app's signing certificates. */
  androidCertificates: readonly string[];
};

export const APPLE_APP_SITE_ASSOCIATION_PATH = '/.well-known/apple-app-site-association';
export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json';

/** The public pages an app opens in place of the browser; the API and assets stay on the web. */
const APP_PATHS = ['/', '/u/*', '/insights', '/support'];

export function appleAppSiteAssociation({ iosAppIds }: AppIdentities) {
  return {
    applinks: {
      details:
        iosAppIds.length === 0
          ? []
          : [{ appIDs: [...iosAppIds], components: APP_PATHS.map((path) => ({ '/': path })) }],
    },
    webcredentials: { apps: [...iosAppIds] },
  };
}

export function assetLinks({ androidCertificates }: AppIdentities) {
  if (androidCertificates.length === 0) return [];
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls', 'delegate_permission/common.get_login_creds'],
      target: {
        namespace: 'android_app',
        package_name: ANDROID_PACKAGE,
        sha256_cert_fingerprints: [...androidCertificates],
      },
    },
  ];
}

/** The two files, by path, as their bodies. */
export function appAssociationFiles(identities: AppIdentities): Record<string, string> {
  return {
    [APPLE_APP_SITE_ASSOCIATION_PATH]: JSON.stringify(appleAppSiteAssociation(identities)),
    [ASSET_LINKS_PATH]: JSON.stringify(assetLinks(identities)),
  };
}

/** Answers GET and HEAD of the two paths with `application/json`, cacheable for an hour. */
export function appAssociation(identities: AppIdentities): RequestHandler {
  const files = appAssociationFiles(identities);
  return (request, response, next) => {
    const body = files[request.path];
    if (body === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) {
      next();
      return;
    }
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.type('application/json').send(body);
  };
}
