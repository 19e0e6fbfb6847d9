import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type { ContactMessageRequest, ContactMessageResponse } from './contracts/contactContract.js';

// POST /contact_messages (docs/product.md#contact-form); public, no token.
export type ContactApi = {
  send: (message: ContactMessageRequest) => Promise<ContactMessageResponse>;
};

export function createContactApi(client: ApiClient): ContactApi {
  const answers = answersOf(client);
  return {
    send: (message) => answers.post<ContactMessageResponse>('/contact_messages', message),
  };
}

export const contactApiOf = apiOf(({ publicClient }) => createContactApi(publicClient));
