import { describe, expect, it } from 'vitest';
import type { ActiveSessionsResponse } from '../../src/api/contracts/accountContract.js';
import type { MeResponse } from './schemas/usersSchemas.js';
import { bearer, errorOf, signIn, testEngines, useTestApi } from './testing/useTestApi.js';

const NEWER = 'quartz-Lantern-meadow-52-fig';

describe.each(testEngines)('account settings on %s', (engine) => {
  const { api, database } = useTestApi(engine);

  it('changes the display name and the ZIP code, moving the location with it', async () => {
    const session = await signIn(api, 'other@doxo.test');
    const response = await api.send(
      'PATCH',
      '/users/me',
      { display_name: '  Oda Other ', zip_code: '98101' },
      bearer(session),
    );
    expect(response.status).toBe(200);
    const me = (await response.json()) as MeResponse;
    expect(me.display_name).toBe('Oda Other');
    expect(me.location).toMatchObject({ state: 'wa', county: 'king', zipcode: '98101' });
    const session2 = await api.get('/session', { headers: bearer(session) });
    expect(((await session2.json()) as { user: MeResponse }).user.location.county).toBe('king');
  });

  it('refuses bad fields with their messages, changing nothing', async () => {
    const session = await signIn(api, 'demo@doxo.test');
    const response = await api.send(
      'PATCH',
      '/users/me',
      { display_name: ' ', zip_code: '00000' },
      bearer(session),
    );
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).fields ?? {}).sort()).toEqual([
      'display_name',
      'zip_code',
    ]);
    const me = (await (
      await api.get('/users/me', { headers: bearer(session) })
    ).json()) as MeResponse;
    expect(me.location.zipcode).toBe('98101');
    expect((await api.send('PATCH', '/users/me', {}, bearer(session))).status).toBe(400);
    expect((await api.send('PATCH', '/users/me', { zip_code: '98101' })).status).toBe(401);
  });

  it('needs the CSRF token for cookie writes', async () => {
    const session = await signIn(api, 'demo@doxo.test');
    const withoutProof = await api.send(
      'PATCH',
      '/users/me',
      { display_name: 'X' },
      { cookie: session.cookie },
    );
    expect(withoutProof.status).toBe(403);
    const withProof = await api.send(
      'PATCH',
      '/users/me',
      { display_name: 'Demo' },
      { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    );
    expect(withProof.status).toBe(200);
  });

  it('lists the sessions and signs out the others, keeping this one', async () => {
    const mine = await signIn(api, 'many@doxo.test');
    const other = await signIn(api, 'many@doxo.test');
    const listed = (await (
      await api.get('/users/me/sessions', { headers: bearer(mine) })
    ).json()) as ActiveSessionsResponse;
    expect(listed.sessions.length).toBeGreaterThanOrEqual(2);
    expect(listed.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(listed.sessions[0]?.place).toBe('127.0.0.1');

    const ended = await api.send(
      'POST',
      '/users/me/sessions/sign-out-others',
      undefined,
      bearer(mine),
    );
    expect(await ended.json()).toEqual({ signed_out: listed.sessions.length - 1 });
    expect(await (await api.get('/session', { headers: bearer(other) })).json()).toBeNull();
    expect(await (await api.get('/session', { headers: bearer(mine) })).json()).not.toBeNull();
  });

  it('changes the password with the current one, signing out every other session', async () => {
    const mine = await signIn(api, 'apo@doxo.test');
    const other = await signIn(api, 'apo@doxo.test');
    const wrong = await api.send(
      'POST',
      '/users/me/password',
      { current_password: 'not-it-at-all', new_password: 'password1' },
      bearer(mine),
    );
    expect(wrong.status).toBe(400);
    expect(Object.keys((await errorOf(wrong)).fields ?? {}).sort()).toEqual([
      'current_password',
      'new_password',
    ]);
    const changed = await api.send(
      'POST',
      '/users/me/password',
      { current_password: 'doxo-demo-2026', new_password: NEWER },
      bearer(mine),
    );
    expect(changed.status).toBe(204);
    expect(await (await api.get('/session', { headers: bearer(other) })).json()).toBeNull();
    expect(await (await api.get('/session', { headers: bearer(mine) })).json()).not.toBeNull();
    await expect(signIn(api, 'apo@doxo.test', NEWER)).resolves.toMatchObject({});
    const mailed = await database.handle.db
      .selectFrom('outbox_messages')
      .select('kind')
      .where('to_address', '=', 'apo@doxo.test')
      .execute();
    expect(mailed.map((message) => message.kind)).toContain('password_changed');
  });
});
