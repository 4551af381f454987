/**
 * A 6-digit PIN code that fills in a state and district: the PIN table is
 * loaded, one postal zone at a time, only once six digits are typed. A PIN that
 * is malformed or unknown says so and changes nothing.
 */
import { asciiDigits } from '@jobsearch/domain/digits';
import { isPinCode, lookupPinCode, type PinPlace } from '@jobsearch/domain/pin-code';
import { useState } from 'react';
import { useT } from '../i18n';
import { useChoiceLabel } from '../i18n/choices';
import { Field } from './Field';

interface PinCodeFieldProps {
  id: string;
  /** Called with the PIN's state and district when it is known, and the PIN itself. */
  onPlace: (place: PinPlace, pin: string) => void;
  className?: string;
}

const PIN_LENGTH = 6;

export function PinCodeField({ id, onPlace, className }: PinCodeFieldProps) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<string | undefined>();

  async function look(pin: string) {
    if (!isPinCode(pin)) {
      setError(t('ui.pinCodeInvalid'));
      return;
    }
    try {
      const place = await lookupPinCode(pin);
      if (!place) {
        setError(t('ui.pinCodeUnknown', { pin }));
        return;
      }
      setFound(t('ui.pinCodeFound', { pin, district: choiceLabel('city', place.district), state: choiceLabel('state', place.state) }));
      onPlace(place, pin);
    } catch {
      setError(t('ui.pinCodeLoadFailed'));
    }
  }

  function change(value: string) {
    // A Marathi or Hindi keyboard types ४११०१८: the same PIN as 411018.
    const digits = asciiDigits(value).replace(/\D/g, '').slice(0, PIN_LENGTH);
    setText(digits);
    setError(undefined);
    setFound(undefined);
    if (digits.length === PIN_LENGTH) void look(digits);
  }

  return (
    <Field id={id} label={t('ui.pinCode')} hint={found ?? t('ui.pinCodeHint')} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PIN_LENGTH}
          pattern="[0-9]*"
          value={text}
          onChange={(event) => change(event.target.value)}
          onBlur={() => (text && text.length < PIN_LENGTH ? setError(t('ui.pinCodeInvalid')) : undefined)}
        />
      )}
    </Field>
  );
}
