/** A select's options: a first one for no choice, then each value under its label (the value itself by default). */
const same = (value: string) => value;

interface OptionsProps {
  /** The first option's text: "All degrees", "Select state". */
  none: string;
  /** The first option's value: none by default. */
  noneValue?: string;
  values: readonly string[];
  labelOf?: (value: string) => string;
}

export function Options({ none, noneValue = '', values, labelOf = same }: OptionsProps) {
  return (
    <>
      <option value={noneValue}>{none}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </>
  );
}
