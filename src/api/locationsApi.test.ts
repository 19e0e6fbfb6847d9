import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';
import { createApiClient } from './createApiClient.js';
import { buildLocationSearchQueryString, createLocationsApi } from './locationsApi.js';

let server: TestHttpServer;
let answerStatus = 200;
let receivedQuery: unknown;

beforeAll(async () => {
  server = await startTestHttpServer((app) => {
    app.get('/locations/search', (request, response) => {
      receivedQuery = request.query.query;
      if (answerStatus !== 200) {
        response.status(answerStatus).json({ error: { code: 'x', message: 'x' } });
        return;
      }
      response.json({
        locations: {
          cities: [{ name: 'Seattle', aka_name: null, state: 'WA', hierarchy: '/usa/wa/x' }],
        },
      });
    });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  answerStatus = 200;
});

function api() {
  const reported: unknown[] = [];
  const client = createApiClient({ baseURL: server.baseURL, useToken: false });
  return { reported, locations: createLocationsApi(client, (error) => reported.push(error)) };
}

describe('location search client', () => {
  it('trims and URL-encodes the text into the filter grammar', async () => {
    expect(buildLocationSearchQueryString('  San José & Co ', 'city')).toBe(
      "query=name~'San%20Jos%C3%A9%20%26%20Co'%20AND%20type:city",
    );
    const { locations } = api();
    const result = await locations.searchLocations("  Coeur d'Alene ", 'city');
    expect(receivedQuery).toBe("name~'Coeur d''Alene' AND type:city");
    expect(result.locations.cities?.[0]?.name).toBe('Seattle');
  });

  it('reports a failure and rethrows it', async () => {
    answerStatus = 500;
    const { locations, reported } = api();
    await expect(locations.searchLocations('sea', 'city')).rejects.toThrow();
    expect(reported).toHaveLength(1);
  });

  it('rethrows a 404 without reporting it', async () => {
    answerStatus = 404;
    const { locations, reported } = api();
    await expect(locations.searchLocations('sea', 'city')).rejects.toThrow();
    expect(reported).toEqual([]);
  });
});
