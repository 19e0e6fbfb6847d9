import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type { ContactMessageRequest, ContactMessageResponse } from './contracts/contactContract.js';

// POST /contact_messages (docs/product.md#contact-form); public, no token.
export function createContactApi(client: ApiClient) {
  const answers = answersOf(client);
  return {
    send: (message: ContactMessageRequest) => answers.post<ContactMessageResponse>('/contact_messages', message),
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;

export const contactApiOf = apiOf(({ publicClient }) => createContactApi(publicClient));
