import { useId } from 'react';

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
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
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
      </select>
    </div>
  );
}
