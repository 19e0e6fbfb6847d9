// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletInstrument } from '../api/contracts/walletContract.js';
import { createTestStore } from '../../tests/createTestStore.js';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';
import { AddInstrumentForm } from './AddInstrumentForm.js';

const added: WalletInstrument = {
  id: 7,
  kind: 'credit_card',
  nickname: 'Visa 4242',
  brand: 'Visa',
  last4: '4242',
  expiry_month: 8,
  expiry_year: 2030,
  account_type: null,
  card_funding: 'credit',
  is_default: true,
  created_at: '2026-06-15T12:00:00.000Z',
};

let server: TestHttpServer;
let keys: string[] = [];

beforeAll(async () => {
  // The wallet's add endpoint over real HTTP: the sandbox's declined test card answers 422.
  server = await startTestHttpServer((app) => {
    app.use((request, response, next) => {
      response.set('Access-Control-Allow-Origin', '*');
      response.set('Access-Control-Allow-Headers', '*');
      response.set('Access-Control-Allow-Methods', 'POST');
      if (request.method === 'OPTIONS') response.status(204).end();
      else next();
    });
    app.post('/api/wallet/instruments', (request, response) => {
      keys.push(String(request.get('idempotency-key')));
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (body.replace(/\s/g, '').includes('4000000000000002')) {
          response.status(422).json({
            error: { code: 'card_declined', message: 'Your card was declined.' },
          });
        } else response.status(201).json({ instrument: added });
      });
    });
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  keys = [];
});

/** What a screen reader hears after the field's name: the texts its aria-describedby names. */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function renderForm() {
  const onAdded = vi.fn();
  const { store } = createTestStore(`${server.baseURL}/api`);
  render(
    <Provider store={store}>
      <AddInstrumentForm onAdded={onAdded} onCancel={() => undefined} />
    </Provider>,
  );
  return onAdded;
}

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '08/30');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Billing ZIP code'), '98101');
  return user;
}

describe('AddInstrumentForm', () => {
  it('shows each problem beside its field and sends nothing', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    expect(descriptionOf(screen.getByLabelText('Card number'))).toContain('Enter a valid card number.');
    expect(descriptionOf(screen.getByLabelText('Expiry'))).toContain('Choose the expiry month.');
    expect(descriptionOf(screen.getByLabelText('Billing ZIP code'))).toContain('Enter the 5-digit billing ZIP code.');
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    // Corrected, the message goes away as the person types.
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(descriptionOf(screen.getByLabelText('Card number'))).not.toContain('Enter a valid card number.');
    expect(keys).toEqual([]);
  });

  it('asks for bank details when the type is a bank account', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Type'), 'bank_account');
    await user.type(screen.getByLabelText('Routing number'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    expect(descriptionOf(screen.getByLabelText('Routing number'))).toContain(
      'Enter the 9-digit routing number printed on your checks.',
    );
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('adds a valid card once, with an Idempotency-Key', async () => {
    const onAdded = renderForm();
    const user = await fillCard('4242 4242 4242 4242');
    await user.dblClick(screen.getByRole('button', { name: 'Add payment method' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(added));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the server’s decline beside the card number', async () => {
    const onAdded = renderForm();
    const user = await fillCard('4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Card number'))).toContain('Your card was declined.'),
    );
    expect(onAdded).not.toHaveBeenCalled();
    // A retry of the same card is the same intent: the same key.
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });
});
