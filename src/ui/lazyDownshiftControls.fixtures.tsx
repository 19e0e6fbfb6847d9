import { useState } from 'react';
import { Combobox } from './Combobox.js';
import { SelectMenu } from './SelectMenu.js';

// Two owners of Downshift's controls for the tests of their stand-ins
// (docs/performance.md#first-load-javascript).

const ranges = ['Last month', 'Last 3 months', 'Last year'] as const;
export type Range = (typeof ranges)[number];

export function RangeMenu({ onSelect = () => {} }: { onSelect?: (range: Range) => void }) {
  const [range, setRange] = useState<Range>('Last 3 months');
  return (
    <SelectMenu<Range>
      id="range"
      label="Date range"
      className="extra"
      items={ranges}
      selectedItem={range}
      itemToString={(item) => item ?? ''}
      itemToKey={(item) => item ?? ''}
      itemClassName={(item) => (item === 'Last year' ? 'long' : '')}
      onSelect={(item) => {
        setRange(item);
        onSelect(item);
      }}
    />
  );
}

export function CityBox() {
  const [text, setText] = useState('');
  const items = text.length >= 2 ? ['Seattle', 'Seaside'] : [];
  return (
    <Combobox<string>
      id="city"
      label="City"
      hint="Type part of its name."
      placeholder="Seattle"
      items={items}
      itemToString={(item) => item ?? ''}
      itemToKey={(item) => item ?? ''}
      inputValue={text}
      onInputChange={setText}
      onSelect={setText}
      status={items.length ? `${items.length} found` : ''}
    />
  );
}
