import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { createInsightsApi, sharingRequests, type InsightQuery } from './insightsApi.js';

const query: InsightQuery = {
  serviceTypeGroup: 'utilities',
  serviceType: 'all-services',
  location: '/usa',
  days: 365,
};

describe('sharingRequests', () => {
  it('asks each distinct question once, whatever the order of its parameters', async () => {
    const asked: string[] = [];
    // The wire, recorded: every request the insights client really sends.
    const client = axios.create({
      baseURL: 'http://api.test',
      adapter: async (config) => {
        asked.push(axios.getUri(config));
        return {
          data: { answer: asked.length },
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        };
      },
    });
    const shared = sharingRequests(createInsightsApi(client));
    const reordered: InsightQuery = {
      days: 365,
      location: '/usa',
      serviceType: 'all-services',
      serviceTypeGroup: 'utilities',
    };
    const [first, second, otherDays, otherEndpoint] = await Promise.all([
      shared.medianPayAmount(query),
      shared.medianPayAmount(reordered),
      shared.medianPayAmount({ ...query, days: 91 }),
      shared.payMethods(query),
    ]);
    expect(second).toBe(first);
    expect(otherDays).not.toEqual(first);
    expect(otherEndpoint).not.toEqual(first);
    expect(asked).toHaveLength(3);
  });
});
