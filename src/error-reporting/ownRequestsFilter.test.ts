import { describe, expect, it } from 'vitest';
import { isOwnReportingRequest, withoutOwnReportingRequests } from './ownRequestsFilter.js';

const endpoint = { host: 'https://app.example.com/', projectId: 1 };

describe('ownRequestsFilter', () => {
  it.each([
    'https://app.example.com/api/v3/projects/1/notices?key=k',
    'https://app.example.com/api/v5/projects/1/routes-stats?key=k',
    'https://app.example.com/api/v5/projects/1/queries-stats?key=k',
    'https://app.example.com/2020-06-18/config/1/config.json?&notifier_name=x',
  ])('recognises the reporter request %s', (url) => {
    expect(isOwnReportingRequest(url, endpoint)).toBe(true);
  });

  it.each([
    'https://app.example.com/api/accounts/list?user=u1',
    'https://app.example.com/api/v3/projects/2/notices',
    'https://other.example.com/api/v3/projects/1/notices',
  ])('keeps the app request %s', (url) => {
    expect(isOwnReportingRequest(url, endpoint)).toBe(false);
  });

  it('recognises the remote config under its own host, and only there', () => {
    const withConfigHost = { ...endpoint, remoteConfigHost: 'https://app.example.com/api' };
    const config = 'https://app.example.com/api/2020-06-18/config/1/config.json?&language=x';
    expect(isOwnReportingRequest(config, withConfigHost)).toBe(true);
    expect(isOwnReportingRequest(config, endpoint)).toBe(false);
    expect(
      isOwnReportingRequest('https://app.example.com/api/2020-06-18/config/2/config.json', {
        ...withConfigHost,
      }),
    ).toBe(false);
  });

  it('removes only the reporter entries from a history', () => {
    const app = { type: 'xhr', url: 'https://app.example.com/api/accounts/list' };
    const own = { type: 'xhr', url: 'https://app.example.com/api/v5/projects/1/routes-stats' };
    const click = { type: 'click', target: 'button' };
    expect(withoutOwnReportingRequests([app, own, click], endpoint)).toEqual([app, click]);
  });
});
