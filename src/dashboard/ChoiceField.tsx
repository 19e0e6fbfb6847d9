import { Select } from '../ui/Select.js';

/**
 * A labelled native select over a fixed list of values (numbers or strings): the value the user
 * picks comes back typed, never as the select's raw string.
 */
export function ChoiceField<Value extends string | number>({
  label,
  choices,
  value,
  describe,
  onChange,
}: {
  label: string;
  choices: readonly Value[];
  value: Value | undefined;
  describe: (value: Value) => string;
  onChange: (value: Value) => void;
}) {
  return (
    <Select
      label={label}
      value={value}
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice) === event.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {describe(choice)}
        </option>
      ))}
    </Select>
  );
}
