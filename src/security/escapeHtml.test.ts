import { expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml.js';

it('escapes every character that is special in HTML text and attributes', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
  );
});
