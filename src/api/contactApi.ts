import type { ApiClient } from './createApiClient.js';
import type { ContactMessageRequest, ContactMessageResponse } from './contracts/contactContract.js';

// POST /contact_messages (docs/product.md#contact-form); public, no token.
export type ContactApi = {
  send: (message: ContactMessageRequest) => Promise<ContactMessageResponse>;
};

export function createContactApi(client: ApiClient): ContactApi {
  return {
    async send(message) {
      const response = await client.post<ContactMessageResponse>('/contact_messages', message);
      return response.data;
    },
  };
}
