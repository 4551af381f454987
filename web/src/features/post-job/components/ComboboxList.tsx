/** A combobox's listbox: the shown options, the active one marked, a click choosing (focus stays in the input). */
interface ComboboxListProps {
  listId: string;
  label: string;
  expanded: boolean;
  shown: readonly string[];
  active: number;
  value: string;
  labelOf: (option: string) => string;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (option: string) => void;
}

export function ComboboxList({ listId, label, expanded, shown, active, value, labelOf, optionId, onActivate, onChoose }: ComboboxListProps) {
  return (
    <ul id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!expanded}>
      {expanded
        ? shown.map((option, index) => (
            <li
              key={option}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`combobox__option${index === active ? ' combobox__option--active' : ''}${option === value ? ' combobox__option--chosen' : ''}`}
              // Keep focus in the input; the click chooses.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => {
                if (index !== active) onActivate(index);
              }}
              onClick={() => onChoose(option)}
            >
              {labelOf(option)}
            </li>
          ))
        : null}
    </ul>
  );
}
