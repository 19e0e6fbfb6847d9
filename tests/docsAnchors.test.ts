import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenDocReferences, headingAnchors, readRepositoryTextFiles } from './brokenDocReferences.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A reference written so that this file itself holds none for the scan to find. */
const reference = (file: string, anchor: string) => `docs/${file}#${anchor}`;

describe('references to docs/', () => {
  it('each names a heading that exists, in the code, the tests, the README and docs/', () => {
    const broken = brokenDocReferences(readRepositoryTextFiles(root)).map(
      ({ at, reference: written, problem }) => `${at}: ${written}: ${problem}`,
    );
    expect(broken).toEqual([]);
  });

  it('reads heading anchors as GitHub renders them', () => {
    const anchors = headingAnchors(
      [
        '# The product',
        '## Auth levels',
        '## `MIN_PAYERS` and the privacy threshold',
        '## Money: fees, dates & idempotency',
        '## Auth levels',
        '```md',
        '## Not a heading',
        '```',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'the-product',
      'auth-levels',
      'min_payers-and-the-privacy-threshold',
      'money-fees-dates--idempotency',
      'auth-levels-1',
    ]);
  });

  it('names the file and line of a reference whose heading or file is missing', () => {
    const files = [
      { path: 'docs/product.md', text: '# Product\n\n## Auth levels\n\nSee [routes](#routes).' },
      {
        path: 'src/user/userSlice.ts',
        text: [
          `// ${reference('product.md', 'auth-levels')}`,
          `// ${reference('product.md', 'auth-level')}`,
          `// ${reference('gone.md', 'auth-levels')}`,
        ].join('\n'),
      },
      { path: 'README.md', text: `\n[Rules](${reference('product.md', 'auth-levels')})` },
    ];
    expect(brokenDocReferences(files)).toEqual([
      {
        at: 'docs/product.md:5',
        reference: '#routes',
        problem: 'docs/product.md has no heading with the anchor #routes',
      },
      {
        at: 'src/user/userSlice.ts:2',
        reference: reference('product.md', 'auth-level'),
        problem: 'docs/product.md has no heading with the anchor #auth-level',
      },
      {
        at: 'src/user/userSlice.ts:3',
        reference: reference('gone.md', 'auth-levels'),
        problem: 'docs/gone.md does not exist',
      },
    ]);
  });
});
