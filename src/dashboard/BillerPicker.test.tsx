// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BillerSummary } from '../api/contracts/directoryContract.js';
import { createTestStore } from '../../tests/createTestStore.js';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';
import { BillerPicker } from './BillerPicker.js';
import { loadCombobox } from '../ui/Combobox.js';

const directory = [
  { id: 1, slug: 'comcast-xfinity', name: 'Comcast Xfinity', service_types: [] },
  { id: 2, slug: 'comcast-business', name: 'Comcast Business', service_types: [] },
  { id: 3, slug: 'puget-sound-energy', name: 'Puget Sound Energy', service_types: [] },
] satisfies BillerSummary[];

let server: TestHttpServer;

beforeAll(async () => {
  // The directory's biller search (docs/product.md#directory), answered over real HTTP.
  server = await startTestHttpServer((app) => {
    app.use((_request, response, next) => {
      response.set('Access-Control-Allow-Origin', '*');
      next();
    });
    app.get('/api/directory/billers', (request, response) => {
      const query = String(request.query.query ?? '').toLowerCase();
      if (query === 'boom') {
        response.status(500).json({ error: 'down' });
        return;
      }
      response.json({
        billers: directory.filter((biller) => biller.name.toLowerCase().includes(query)),
      });
    });
  });
});

afterAll(async () => {
  await server.close();
});

function Owner({
  initial,
  onChange,
}: {
  initial: { slug: string; name: string } | null;
  onChange: (biller: { slug: string; name: string }) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <BillerPicker
      value={value}
      onChange={(biller) => {
        setValue(biller);
        onChange(biller);
      }}
    />
  );
}

function setup(initial: { slug: string; name: string } | null = null) {
  const { store, reported } = createTestStore(`${server.baseURL}/api`);
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <Owner initial={initial} onChange={onChange} />
    </Provider>,
  );
  const input = screen.getByRole('combobox', { name: 'Biller' });
  return { user, input, onChange, reported };
}

const status = () => screen.getByRole('status');

// Downshift's control, as it is once the person has reached it (its server-rendered stand-in
// before that: src/ui/lazyDownshiftControls.test.tsx).
beforeAll(() => loadCombobox());

describe('BillerPicker', () => {
  it('shows the chosen biller and says it will be kept', () => {
    const { input } = setup({ slug: 'puget-sound-energy', name: 'Puget Sound Energy' });
    expect(input).toHaveProperty('value', 'Puget Sound Energy');
    expect(
      screen.getByRole('combobox', {
        name: 'Biller',
        description: 'Chosen: Puget Sound Energy. Type to find another.',
      }),
    ).toBe(input);
  });

  it('searches the directory as the person types and chooses by keyboard', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'comcast');
    await waitFor(() => expect(status().textContent).toBe('2 billers found.'));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Biller' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Comcast Xfinity', 'Comcast Business']);
    // One search, for the text as it stood once typing paused.
    expect(
      server.requests.filter((request) => request.startsWith('GET ') && request.includes('query=comcast&')),
    ).toHaveLength(1);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ slug: 'comcast-business', name: 'Comcast Business' }),
    );
    expect(input).toHaveProperty('value', 'Comcast Business');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(
      screen.getByRole('combobox', {
        description: 'Chosen: Comcast Business. Type to find another.',
      }),
    ).toBe(input);
  });

  it('says when nothing matches, and Escape leaves the choice alone', async () => {
    const { user, input, onChange } = setup({ slug: 'comcast-xfinity', name: 'Comcast Xfinity' });
    await user.clear(input);
    await user.type(input, 'zz');
    await waitFor(() => expect(status().textContent).toBe('No billers match.'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { description: /^Chosen: Comcast Xfinity\./ })).toBe(input);
  });

  it('says when the search fails, and reports it', async () => {
    const { user, input, reported } = setup();
    await user.type(input, 'boom');
    await waitFor(() => expect(status().textContent).toBe('Biller search is unavailable right now. Try again.'));
    expect(reported.length).toBeGreaterThan(0);
  });
});
