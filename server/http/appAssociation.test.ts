import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { appAssociation, appleAppSiteAssociation, assetLinks } from './appAssociation.js';

const identities = {
  iosAppIds: ['ABCDE12345.com.doxo.app'],
  androidCertificates: [Array.from({ length: 32 }, () => 'AB').join(':')],
};

describe('app association files', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    const app = express();
    app.use(appAssociation(identities));
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves apple-app-site-association as JSON, naming the app and its paths', async () => {
    const response = await fetch(`${origin}/.well-known/apple-app-site-association`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as ReturnType<typeof appleAppSiteAssociation>;
    expect(body.applinks.details[0]?.appIDs).toEqual(['ABCDE12345.com.doxo.app']);
    expect(body.applinks.details[0]?.components).toContainEqual({ '/': '/u/*' });
  });

  it('serves assetlinks.json as JSON with the package and its certificate', async () => {
    const response = await fetch(`${origin}/.well-known/assetlinks.json`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const [statement] = (await response.json()) as ReturnType<typeof assetLinks>;
    expect(statement?.target.package_name).toBe('com.doxo.app');
    expect(statement?.target.sha256_cert_fingerprints).toEqual(identities.androidCertificates);
  });

  it('names no app when none is configured', () => {
    const none = { iosAppIds: [], androidCertificates: [] };
    expect(appleAppSiteAssociation(none).applinks.details).toEqual([]);
    expect(assetLinks(none)).toEqual([]);
  });
});
