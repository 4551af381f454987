/** A removable chip: its text and a × button labelled with what it removes. Lay chips out in `<ul className="chips">`. */
import './chips.css';

export function Chip({ label, clearLabel, onClear }: { label: string; clearLabel: string; onClear: () => void }) {
  return (
    <li className="chip">
      <span>{label}</span>
      <button type="button" className="chip__clear" aria-label={clearLabel} title={clearLabel} onClick={onClear}>
        ×
      </button>
    </li>
  );
}

/** A list of removable chips, each labelled by `labelOf` and removed by its own button. */
export function ChipList({
  items,
  labelOf,
  clearLabelOf,
  onRemove,
}: {
  items: readonly string[];
  labelOf: (item: string) => string;
  clearLabelOf: (label: string) => string;
  onRemove: (item: string) => void;
}) {
  if (!items.length) return null;
  return (
    <ul className="chips chips--above">
      {items.map((item) => (
        <Chip key={item} label={labelOf(item)} clearLabel={clearLabelOf(labelOf(item))} onClear={() => onRemove(item)} />
      ))}
    </ul>
  );
}
