// Environment: server
import type { PageContextServer } from 'vike/types';
import type { ContactField } from '../../src/api/contracts/contactContract.js';
import type { ContactOutcome } from '../../src/website/ContactPage.js';

export type Data = { outcome: ContactOutcome };

const fields: readonly ContactField[] = ['name', 'email', 'topic', 'message'];

/** How a form posted without the page's script came back (`?sent=1`, `?problem=…`). */
export function data(pageContext: PageContextServer): Data {
  const { search } = pageContext.urlParsed;
  if (search.sent === '1') return { outcome: { kind: 'sent' } };
  if (search.problem === 'rate_limited') return { outcome: { kind: 'rate_limited' } };
  if (search.problem === 'invalid') {
    const named = (search.fields ?? '').split(',');
    return {
      outcome: { kind: 'invalid', fields: fields.filter((field) => named.includes(field)) },
    };
  }
  return { outcome: { kind: 'none' } };
}
