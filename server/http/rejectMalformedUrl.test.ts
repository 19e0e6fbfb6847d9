import { describe, expect, it } from 'vitest';
import { findUrlProblem, MAX_URL_LENGTH } from './rejectMalformedUrl.js';

describe('findUrlProblem', () => {
  it.each([
    ['/u/bills', null],
    ['/u/search?q=water%20%26%20sewer', null],
    ['/u/%E6%97%A5%E6%9C%AC', null],
    ['/u/search?q=a\\b//c', null],
  ])('accepts %s', (url, expected) => {
    expect(findUrlProblem(url)).toBe(expected);
  });

  it.each([
    ['/u/%zz', 'The address is not correctly encoded.'],
    ['/u/bills%E0%A4%A', 'The address is not correctly encoded.'],
    ['/u/%00', 'The address contains control characters.'],
    ['/u/search?q=%0d%0aSet-Cookie:x', 'The address contains control characters.'],
    [`/u/${'a'.repeat(MAX_URL_LENGTH)}`, 'The address is too long.'],
    ['/\\evil.example/', 'The address is not a path of this site.'],
    ['/u/\\evil.example', 'The address is not a path of this site.'],
    ['//evil.example/', 'The address is not a path of this site.'],
  ])('rejects %s', (url, problem) => {
    expect(findUrlProblem(url)).toBe(problem);
  });
});
