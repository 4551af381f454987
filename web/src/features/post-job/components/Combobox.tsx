/**
 * A suggestion box after the WAI-ARIA combobox pattern (list autocomplete):
 * type to filter, Down/Up to move, Enter to choose, Escape to close, and any
 * click outside closes the list. Free text stays unless the owner rejects it
 * on commit (leaving the box). Options are stored values (English codes);
 * `labelOf` gives what people read, and typing a label chooses its value.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterSuggestions, moveActive, openingIndex, valueForTyped } from '../model/suggestions';
import { ComboboxList } from './ComboboxList';
import { describedBy, Field } from '../../../ui/Field';
import { useT } from '../../../i18n';

interface ComboboxProps {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  /** The label people read for an option (the value itself when absent). */
  labelOf?: (option: string) => string;
  onChange: (text: string) => void;
  onSelect: (option: string) => void;
  onCommit?: () => void;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  hint?: string;
  error?: string;
}

const same = (option: string) => option;

export function Combobox({
  id,
  label,
  value,
  options,
  labelOf = same,
  onChange,
  onSelect,
  onCommit,
  required,
  disabled,
  placeholder,
  hint,
  error,
}: ComboboxProps) {
  const t = useT();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [filterText, setFilterText] = useState('');
  // Suggestions match what is typed in their labels or their English values, and are chosen by their values.
  const shown = useMemo(() => filterSuggestions(options, filterText, labelOf), [options, filterText, labelOf]);
  const text = options.includes(value) ? labelOf(value) : value;
  const expanded = open && !disabled && shown.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Any click outside the box closes its list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, active, listId]);

  if (disabled && open) setOpen(false);

  const openList = (from: 1 | -1 | 0) => {
    // Opening lists every option, with the current value active when it is one.
    setFilterText('');
    setActive(openingIndex(filterSuggestions(options, ''), value, labelOf, from));
    setOpen(true);
  };

  const choose = (option: string) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded || event.altKey) openList(1);
        else setActive((a) => moveActive(a, shown.length, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) openList(-1);
        else setActive((a) => moveActive(a, shown.length, -1));
        break;
      case 'Enter':
        if (expanded) {
          event.preventDefault();
          const option = shown[active];
          if (option !== undefined) choose(option);
          else setOpen(false);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <div
        className={`combobox${disabled ? ' combobox--disabled' : ''}`}
        ref={rootRef}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
            setOpen(false);
            onCommit?.();
          }
        }}
      >
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          value={text}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => {
            onChange(valueForTyped(options, event.target.value, labelOf));
            setFilterText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onClick={() => {
            if (!open) openList(0);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="combobox__toggle"
          tabIndex={-1}
          aria-label={t('postJob.showSuggestions', { label })}
          disabled={disabled}
          onClick={() => {
            if (expanded) setOpen(false);
            else openList(0);
            inputRef.current?.focus();
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
        <ComboboxList
          listId={listId}
          label={label}
          expanded={expanded}
          shown={shown}
          active={active}
          value={value}
          labelOf={labelOf}
          optionId={optionId}
          onActivate={setActive}
          onChoose={choose}
        />
      </div>
    </Field>
  );
}
