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
