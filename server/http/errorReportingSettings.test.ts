import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../config.js';
import { errorReportingOrigins, pageErrorReportingConfig, serverErrorReporting } from './errorReportingSettings.js';

describe('error reporting settings', () => {
  it('default to the collector in our own API, on the page’s origin', () => {
    const page = pageErrorReportingConfig(readServerConfig({ NODE_ENV: 'production' }));
    expect(page).toEqual({
      projectId: 1,
      projectKey: 'doxo-local-collector',
      host: '',
      remoteConfigHost: '/api',
      environment: 'production',
    });
    expect(errorReportingOrigins(page)).toEqual([]);
    expect(serverErrorReporting(page, 'http://127.0.0.1:3000')).toEqual({
      noticesUrl: 'http://127.0.0.1:3000/api/v3/projects/1/notices?key=doxo-local-collector',
      environment: 'production',
    });
  });

  it('follow the API to its own host when API_BASE_URL is set', () => {
    const page = pageErrorReportingConfig(readServerConfig({ API_BASE_URL: 'https://api.doxo.test/api/' }));
    expect(page).toMatchObject({
      host: 'https://api.doxo.test',
      remoteConfigHost: 'https://api.doxo.test/api',
    });
    expect(errorReportingOrigins(page)).toEqual(['https://api.doxo.test', 'https://api.doxo.test']);
  });

  it('send everything to Airbrake or Errbit with AIRBRAKE_HOST', () => {
    const config = readServerConfig({
      AIRBRAKE_HOST: 'https://errbit.doxo.test',
      AIRBRAKE_PROJECT_ID: '42',
      AIRBRAKE_PROJECT_KEY: 'errbit-project-key',
      AIRBRAKE_ENVIRONMENT: 'staging',
    });
    const page = pageErrorReportingConfig(config);
    expect(page).toEqual({
      projectId: 42,
      projectKey: 'errbit-project-key',
      host: 'https://errbit.doxo.test',
      remoteConfigHost: null,
      environment: 'staging',
    });
    expect(errorReportingOrigins(page)).toEqual(['https://errbit.doxo.test']);
    expect(serverErrorReporting(page, 'http://127.0.0.1:3000').noticesUrl).toBe(
      'https://errbit.doxo.test/api/v3/projects/42/notices?key=errbit-project-key',
    );
    expect(
      pageErrorReportingConfig({
        ...config,
        AIRBRAKE_REMOTE_CONFIG_HOST: 'https://notifier-configs.airbrake.io',
      }).remoteConfigHost,
    ).toBe('https://notifier-configs.airbrake.io');
  });

  it('refuse a malformed project key or id at start', () => {
    expect(() => readServerConfig({ AIRBRAKE_PROJECT_KEY: 'has spaces in it' })).toThrow(/AIRBRAKE_PROJECT_KEY/);
    expect(() => readServerConfig({ AIRBRAKE_PROJECT_ID: '0' })).toThrow(/AIRBRAKE_PROJECT_ID/);
  });
});
