// Environment: server
// POST /contact_messages: the website's contact form (docs/product.md#contact-form). It takes JSON
// from the page's script, and a plain form post from a browser without it, which is answered
// with a redirect back to the page (303) instead of JSON.
import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import {
  contactMessageProblems,
  normalizedContactMessage,
  type ContactMessageResponse,
} from '../../src/api/contracts/contactContract.js';
import { paths } from '../../src/routing/paths.js';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { parseInput } from './parseInput.js';
import { requireJsonBody } from './requireJsonBody.js';
import { countRequest } from './rateLimitWindow.js';

/** A person writes a message or two; a script writing more is slowed to this. */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

const text = z.string().max(10_000);
const contactBodySchema = z.object({
  name: text,
  email: text,
  topic: text,
  message: text,
  website: text.optional(),
});

const formPost = express.urlencoded({ extended: false, limit: '16kb' });

function isFormPost(request: Request): boolean {
  return Boolean(request.is('application/x-www-form-urlencoded'));
}

/** Back to the contact page, saying how it went, for a browser that posted the form itself. */
function redirectToForm(response: Response, query: Record<string, string>): void {
  response.setHeader('Cache-Control', 'no-store');
  response.redirect(303, `${paths.contact()}?${new URLSearchParams(query).toString()}`);
}

export function registerContactRoutes(router: Router, { db, now }: ApiDependencies): void {
  router.post('/contact_messages', formPost, async (request: Request, response: Response) => {
    const form = isFormPost(request);
    if (!form) requireJsonBody(request);
    const receivedAt = now();
    try {
      await countRequest(
        db,
        { key: `contact:${request.ip ?? 'unknown'}`, limit: CONTACT_MESSAGES_PER_WINDOW },
        CONTACT_WINDOW_MS,
        receivedAt,
        'Too many messages from here. Try again later, or write to us from another address.',
      );
    } catch (error) {
      if (form && error instanceof ApiError && error.status === 429) {
        redirectToForm(response, { problem: 'rate_limited' });
        return;
      }
      throw error;
    }
    const body = normalizedContactMessage(parseInput(contactBodySchema, request.body, 'body'));
    const problems = contactMessageProblems(body);
    const fields = Object.keys(problems);
    if (fields.length > 0) {
      if (form) {
        redirectToForm(response, { problem: 'invalid', fields: fields.join(',') });
        return;
      }
      const detail = Object.entries(problems)
        .map(([field, problem]) => `${field}: ${problem}`)
        .join('; ');
      throw new ApiError(400, 'invalid_request', `Invalid body: ${detail}`);
    }
    // The honeypot: a field people never see. A script that filled it in is answered as if its
    // message arrived, so it learns nothing, and the message is not kept.
    if (!body.website) {
      await db
        .insertInto('contact_messages')
        .values({
          name: body.name,
          email: body.email,
          topic: body.topic,
          message: body.message,
          received_at: receivedAt,
        })
        .execute();
    }
    if (form) {
      redirectToForm(response, { sent: '1' });
      return;
    }
    const answer: ContactMessageResponse = { received_at: receivedAt.toISOString() };
    response.setHeader('Cache-Control', 'no-store');
    response.status(201).json(answer);
  });
}
