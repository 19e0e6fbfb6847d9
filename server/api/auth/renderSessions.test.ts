import axios, { type AxiosAdapter } from 'axios';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.js';
import { DEMO_PASSWORD } from '../../db/seed/demoUsers.js';
import { createInProcessApiTransport, IN_PROCESS_API_ORIGIN } from '../../http/inProcessApiTransport.js';
import { defaultApiSettings, timeFrom } from '../apiDependencies.js';
import { createApiRouter } from '../createApiRouter.js';
import { testEngines, useTestDatabase } from '../testing/useTestDatabase.js';
import { hashSessionToken } from './sessionTokens.js';

// The API calls of one page render share one reading of the visitor's session; every other
// request, and every later render, finds it again (renderSessions.ts).
describe.each(testEngines)('one render’s session on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('is found once per render, and again after a call that may change something', async () => {
    const { db } = database.handle;
    const dependencies = {
      db,
      settings: defaultApiSettings,
      log: () => {},
      ...timeFrom(systemClock),
    };
    const api = express.Router();
    api.use(createApiRouter(dependencies));
    const transport = createInProcessApiTransport(api);
    const client = (adapter: AxiosAdapter) =>
      axios.create({
        baseURL: `${IN_PROCESS_API_ORIGIN}/api`,
        adapter,
        validateStatus: () => true,
      });
    const signIn = await client(transport).post('/session', {
      email: 'demo@doxo.test',
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(201);
    const token = String(signIn.data.token);
    const headers = { authorization: `Bearer ${token}` };
    const render = client(transport.forOneRender());
    expect((await render.get('/session', { headers })).data?.user?.email).toBe('demo@doxo.test');

    // The session ends (as a sign-out elsewhere would end it) while the render is under way.
    await db.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(token)).execute();
    expect((await render.get('/users/me', { headers })).status).toBe(200);
    // Any other request, a later render, and this render after a call that may write, see it.
    expect((await client(transport).get('/users/me', { headers })).status).toBe(401);
    expect((await client(transport.forOneRender()).get('/users/me', { headers })).status).toBe(401);
    await render.delete('/session', { headers });
    expect((await render.get('/users/me', { headers })).status).toBe(401);
  });
});
