/** A labelled progress bar, 0 to 100. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const rounded = Math.round(value);
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={rounded}>
      <div className="progress__bar" style={{ width: `${rounded}%` }} />
      <span className="progress__text">{rounded}%</span>
    </div>
  );
}
