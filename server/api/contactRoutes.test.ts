import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_WINDOW } from './contactRoutes.js';
import { errorOf, testEngines, useTestApi } from './testing/useTestApi.js';

const message = {
  name: 'Ada Payer',
  email: 'ada@example.com',
  topic: 'payment',
  message: 'My water bill payment has not arrived.',
};

/** Each test writes from its own address, so the rate limit of one never touches another. */
let nextAddress = 1;
function from(): Record<string, string> {
  nextAddress += 1;
  return { 'x-forwarded-for': `203.0.113.${nextAddress}` };
}

describe.each(testEngines)('POST /contact_messages on %s', (engine) => {
  const { api, database } = useTestApi(engine);
  /** A message sent as JSON, from a fresh address unless given one. */
  const send = (body: unknown, address = from()) => api.send('POST', '/contact_messages', body, address);

  async function storedMessages(email: string) {
    return database.handle.db
      .selectFrom('contact_messages')
      .select(['name', 'email', 'topic', 'message'])
      .where('email', '=', email)
      .execute();
  }

  it('stores a message sent as JSON, trimmed, and answers 201', async () => {
    const email = `json-${engine}@example.com`;
    const response = await send({ ...message, email, name: '  Ada Payer ' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await storedMessages(email)).toEqual([{ ...message, email }]);
  });

  it('refuses bad input with 400 naming each field, and stores nothing', async () => {
    const email = `bad-${engine}@example`;
    const response = await send({ name: '', email, topic: 'spam', message: '<script>' });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain('name: Enter your name.');
    expect(error.message).toContain('email: ');
    expect(error.message).toContain('topic: ');
    expect(error.message).toContain('message: Write at least 10 characters.');
    expect(await storedMessages(email)).toEqual([]);
    const notText = await send({ name: 5 });
    expect(notText.status).toBe(400);
  });

  it('takes a plain form post and answers with a redirect back to the page', async () => {
    const email = `form-${engine}@example.com`;
    const post = (body: Record<string, string>) =>
      fetch(`${api.baseUrl}/contact_messages`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
        body: new URLSearchParams(body).toString(),
      });
    const sent = await post({ ...message, email, website: '' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact?sent=1');
    expect(await storedMessages(email)).toHaveLength(1);
    const invalid = await post({ ...message, email: 'nope', message: 'hi' });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toBe('/contact?problem=invalid&fields=email%2Cmessage');
  });

  it('answers as if a message filled in by a script (the honeypot) arrived, and keeps none', async () => {
    const email = `bot-${engine}@example.com`;
    const response = await send({ ...message, email, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await storedMessages(email)).toEqual([]);
  });

  it('slows one address after a few messages with 429 and Retry-After, not another', async () => {
    const address = from();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_WINDOW; sent += 1) {
      const response = await send(message, address);
      expect(response.status).toBe(201);
    }
    const limited = await send(message, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(limited)).code).toBe('rate_limited');
    const other = await send(message);
    expect(other.status).toBe(201);
  });

  it('refuses other body types with 415', async () => {
    const response = await fetch(`${api.baseUrl}/contact_messages`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...from() },
      body: 'hello',
    });
    expect(response.status).toBe(415);
  });
});
