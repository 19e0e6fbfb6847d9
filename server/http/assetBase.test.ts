import { describe, expect, it } from 'vitest';
import { withAssetBase } from './assetBase.js';

const page = `<link rel="modulepreload" href="/assets/entries/a.js"><a href="/u/assets/x">x</a>
<script type="module" async>
import("/assets/entries/renderer_client.js");
</script>`;

describe('withAssetBase', () => {
  it('points preloads and the entry import at the asset base, and nothing else', () => {
    expect(withAssetBase(page, 'https://cdn.example.test/doxo/')).toBe(
      `<link rel="modulepreload" href="https://cdn.example.test/doxo/assets/entries/a.js"><a href="/u/assets/x">x</a>
<script type="module" async>
import("https://cdn.example.test/doxo/assets/entries/renderer_client.js");
</script>`,
    );
  });

  it('leaves the page alone without one', () => {
    expect(withAssetBase(page, undefined)).toBe(page);
  });
});
