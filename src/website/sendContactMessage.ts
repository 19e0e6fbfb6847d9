import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '../api/apiErrorOf.js';
import { callOrReject } from '../api/callOrReject.js';
import type { ContactMessageRequest, ContactMessageResponse } from '../api/contracts/contactContract.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { onFirstCall } from '../api/apiOnFirstCall.js';

const contactApi = onFirstCall(async () => (await import('../api/contactApi.js')).contactApiOf);

/** Sends the contact form (docs/product.md#contact-form); the API's refusal is the form's to show. */
export const sendContactMessage = createAsyncThunk<
  ContactMessageResponse,
  ContactMessageRequest,
  { extra: ThunkExtra; rejectValue: ApiErrorBody }
>('website/sendContactMessage', (message, { extra, rejectWithValue }) =>
  callOrReject(() => contactApi(extra).send(message), rejectWithValue),
);
