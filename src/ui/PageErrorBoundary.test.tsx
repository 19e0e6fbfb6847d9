// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporterForTests } from '../error-reporting/errorReporter.js';
import { createRecordingReporter, type RecordingReporter } from '../error-reporting/recordingReporter.js';
import { PageErrorBoundary } from './PageErrorBoundary.js';

function Broken(): never {
  throw new Error('page exploded');
}

let reporter: RecordingReporter;
beforeEach(() => {
  reporter = createRecordingReporter();
  setErrorReporterForTests(reporter);
  // React logs caught errors to the console; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setErrorReporterForTests(null);
  vi.restoreAllMocks();
});

describe('PageErrorBoundary', () => {
  it('reports a page that throws and shows a way on', () => {
    render(
      <PageErrorBoundary resetKey="/u/wallet">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This page stopped working');
    expect(screen.getByRole('link', { name: 'Reload the page' }).getAttribute('href')).toBe('/u/wallet');
    expect(reporter.exceptions).toHaveLength(1);
    expect(reporter.exceptions[0]?.context).toMatchObject({
      operation: 'render',
      page: '/u/wallet',
      componentStack: expect.stringContaining('Broken'),
    });
  });

  it('shows the next page again after a navigation', () => {
    const { rerender } = render(
      <PageErrorBoundary resetKey="/u/wallet">
        <Broken />
      </PageErrorBoundary>,
    );
    rerender(
      <PageErrorBoundary resetKey="/u/bills">
        <p>Your bills</p>
      </PageErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Your bills').tagName).toBe('P');
  });
});
