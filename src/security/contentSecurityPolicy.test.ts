import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './contentSecurityPolicy.js';

describe('buildContentSecurityPolicy', () => {
  it('allows scripts only from our origin or with the nonce, and no inline styles', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'abc123' });
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('adds the API origin to connect-src', () => {
    const policy = buildContentSecurityPolicy({
      nonce: 'n',
      connectSources: ['https://api.example.test'],
    });
    expect(policy).toContain("connect-src 'self' https://api.example.test");
  });

  it('relaxes styles and allows the HMR socket only in development', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', development: true });
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain('ws:');
  });
});
