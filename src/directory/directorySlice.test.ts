import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore } from '../../tests/createTestStore.js';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';
import {
  loadServiceTypeGroups,
  loadServiceTypes,
  selectServiceTypeGroups,
  selectServiceTypes,
} from './directorySlice.js';

let server: TestHttpServer;
let failing = false;
const utilities = { id: 1, name: 'Utilities' };

beforeAll(async () => {
  server = await startTestHttpServer((app) => {
    app.get('/directory/service_types', (_request, response) => {
      if (failing) {
        response.status(500).json({ error: { code: 'internal', message: 'boom' } });
        return;
      }
      response.json({
        service_types: [{ id: 10, name: 'Electric', icon: 'bolt', service_type_group: utilities }],
      });
    });
    app.get('/directory/service_type_groups', (_request, response) => {
      response.json([utilities]);
    });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  failing = false;
  server.requests.length = 0;
});

describe('directory', () => {
  it('loads service types and groups once, then serves them from the cache', async () => {
    const { store } = createTestStore(server.baseURL);
    await Promise.all([
      store.dispatch(loadServiceTypes()),
      store.dispatch(loadServiceTypes()),
      store.dispatch(loadServiceTypeGroups()),
    ]);
    await store.dispatch(loadServiceTypes());
    expect(selectServiceTypes(store.getState())?.map((type) => type.name)).toEqual(['Electric']);
    expect(selectServiceTypeGroups(store.getState())).toEqual([utilities]);
    expect(server.requests).toEqual(['GET /directory/service_types', 'GET /directory/service_type_groups']);
  });

  it('does not fetch again after hydrating with server-loaded data', async () => {
    const { store: serverStore } = createTestStore(server.baseURL);
    await serverStore.dispatch(loadServiceTypes());
    const { createStore } = await import('../store/createStore.js');
    const { extra } = createTestStore(server.baseURL);
    const browserStore = createStore(extra, serverStore.getState());
    server.requests.length = 0;
    await browserStore.dispatch(loadServiceTypes());
    expect(server.requests).toEqual([]);
  });

  it('reports a failure and resets the cache so a retry works', async () => {
    failing = true;
    const { store, reported } = createTestStore(server.baseURL);
    await store.dispatch(loadServiceTypes());
    expect(selectServiceTypes(store.getState())).toBeNull();
    expect(reported).toHaveLength(1);
    expect(reported[0]?.context).toEqual({ action: 'directory/loadServiceTypes/rejected' });
    failing = false;
    await store.dispatch(loadServiceTypes());
    expect(selectServiceTypes(store.getState())).toHaveLength(1);
  });
});
