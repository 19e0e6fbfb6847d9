// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  ERROR_REPORTING_ELEMENT_ID,
  readPageErrorReportingConfig,
  resolvePageErrorReportingConfig,
  type PageErrorReportingConfig,
} from './pageErrorReportingConfig.js';

const ours: PageErrorReportingConfig = {
  projectId: 1,
  projectKey: 'doxo-local-collector',
  host: '',
  remoteConfigHost: '/api',
  environment: 'production',
};

function pageWith(text: string | null): Document {
  document.body.innerHTML = '';
  if (text !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = ERROR_REPORTING_ELEMENT_ID;
    script.textContent = text;
    document.body.append(script);
  }
  return document;
}

describe('page error reporting config', () => {
  it('resolves our collector against the page origin', () => {
    expect(resolvePageErrorReportingConfig(ours, 'https://www.doxo.test')).toEqual({
      projectId: 1,
      projectKey: 'doxo-local-collector',
      host: 'https://www.doxo.test',
      remoteConfigHost: 'https://www.doxo.test/api',
      environment: 'production',
    });
  });

  it('keeps absolute hosts, and no remote config when there is none', () => {
    const errbit = { ...ours, host: 'https://errbit.example.com/', remoteConfigHost: null };
    expect(resolvePageErrorReportingConfig(errbit, 'https://www.doxo.test')).toEqual({
      projectId: 1,
      projectKey: 'doxo-local-collector',
      host: 'https://errbit.example.com',
      environment: 'production',
    });
  });

  it('reads what the server wrote into the page', () => {
    expect(readPageErrorReportingConfig(pageWith(JSON.stringify(ours)), 'http://127.0.0.1:3000')).toMatchObject({
      host: 'http://127.0.0.1:3000',
      projectId: 1,
    });
  });

  it.each([
    ['no element', null],
    ['broken JSON', '{"projectId": 1,'],
    ['a wrong shape', JSON.stringify({ ...ours, projectId: '1' })],
  ])('stays off with %s', (_case, text) => {
    expect(readPageErrorReportingConfig(pageWith(text), 'http://127.0.0.1:3000')).toBeNull();
  });
});
