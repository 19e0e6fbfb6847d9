import type { APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mailReadKey } from '../playwright.config.js';
import { expect } from './fixtures.js';

// The product's outbox as the account and notification tests read it, the way `npm run mail`
// does (docs/operations.md#mail).

export type MailedMessage = { to: string; kind: string; subject: string; text: string };

/** An address no other test or run uses. */
export function freshEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** The messages mailed to `to`, newest first. */
export async function mailTo(request: APIRequestContext, to: string): Promise<MailedMessage[]> {
  const response = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${mailReadKey}` },
  });
  return ((await response.json()) as { messages: MailedMessage[] }).messages;
}

/** The link of the newest message of `kind` to `to`, as an address on this server. */
export async function mailedLink(request: APIRequestContext, to: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const message = (await mailTo(request, to)).find((candidate) => candidate.kind === kind);
    link = /https?:\/\/\S+token=[\w-]+/.exec(message?.text ?? '')?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

/** Confirms `email` with the link mailed at sign-up, as following it does. */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await mailedLink(request, email, 'verify_email'), 'http://localhost');
  const confirmed = await request.post('/api/account/email-verification', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirmed.status()).toBe(200);
}
