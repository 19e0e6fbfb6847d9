// Environment: server
// A page render asks the API in this process for several answers on behalf of one visitor's one
// request: GET /session, a member's GET /membership, the page's own data
// (server/http/inProcessApiTransport.ts). Those calls share one reading of the session: the first
// finds it as every request does (sessionAnswerCache.ts: on PostgreSQL, after a read of the user's
// version), and the later calls of the same render take the answer it found, so a page is rendered
// from one snapshot of its visitor's session and the version is read once a page rather than once
// a call (docs/product.md#session-answers). A call that may change something (anything but GET or
// HEAD) ends the sharing: every call after it finds the session again. Nothing here outlives the
// render, and a request that did not come from one (every request from outside) shares nothing.
import type { IncomingMessage } from 'node:http';
import type { VersionedSessionAnswer } from './sessionAnswerCache.js';

/** The session answers one render's calls found, per session token hash. */
export type RenderSessions = { readonly answers: Map<string, VersionedSessionAnswer> };

const ofCall = new WeakMap<IncomingMessage, RenderSessions>();

export function newRenderSessions(): RenderSessions {
  return { answers: new Map() };
}

/** Marks `call` as one of the render's API calls (before the API sees it). */
export function callOfRender(call: IncomingMessage, sessions: RenderSessions): void {
  if (call.method === 'GET' || call.method === 'HEAD') {
    ofCall.set(call, sessions);
  } else {
    sessions.answers.clear();
  }
}

/** The render `request` is a call of, if it is one. */
export function renderSessionsOf(request: IncomingMessage): RenderSessions | undefined {
  return ofCall.get(request);
}
