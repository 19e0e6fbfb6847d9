import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCombobox } from './Combobox.js';
import { CityBox, RangeMenu } from './lazyDownshiftControls.fixtures.js';
import { loadSelectMenu } from './SelectMenu.js';

// The server renders, and the browser hydrates, stand-ins for Downshift's controls until the person
// first reaches one (docs/performance.md#first-load-javascript). Nothing in this file loads
// Downshift before the first render below.

describe("the stand-ins' markup", () => {
  it("is Downshift's closed controls' markup, so nothing changes for assistive technology", async () => {
    const standIns = [renderToString(<CityBox />), renderToString(<RangeMenu />)];
    await Promise.all([loadCombobox(), loadSelectMenu()]);
    const downshift = [renderToString(<CityBox />), renderToString(<RangeMenu />)];
    expect(downshift[0]).toContain('aria-autocomplete="list"');
    expect(downshift[1]).toContain('aria-haspopup="listbox"');
    expect(standIns).toEqual(downshift);
  });
});
