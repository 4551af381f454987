/** Writing a message: plain text of at most MESSAGE_LIMITS.textMax characters; Enter with Shift is a new line. */
import { MESSAGE_LIMITS, messageTextSchema } from '@jobsearch/domain/threads';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import { useSay } from '../../../i18n/problems';
import { toast } from '../../../ui/toast';
import { sendMessage } from '../api/threads';

const OUTCOME_TEXT = { tooFast: 'messages.tooFast', dailyLimit: 'messages.dailyLimit', failed: 'messages.sendFailed' } as const;

export function Composer({ uid, threadId }: { uid: string; threadId: string }) {
  const t = useT();
  const say = useSay();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const check = messageTextSchema.safeParse(text);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    const outcome = await sendMessage(uid, threadId, check.data);
    setBusy(false);
    if (outcome === 'sent') setText('');
    else toast.error(t(OUTCOME_TEXT[outcome]));
  };

  return (
    <form className="messages__composer" onSubmit={submit} noValidate>
      <label htmlFor="message-text" className="visually-hidden">
        {t('messages.messageLabel')}
      </label>
      <textarea
        id="message-text"
        rows={2}
        value={text}
        maxLength={MESSAGE_LIMITS.textMax}
        aria-invalid={error ? true : undefined}
        aria-describedby="message-text-hint"
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <div className="messages__composer-row">
        <span id="message-text-hint" className={error ? 'field__error' : 'muted'} role={error ? 'alert' : undefined}>
          {error ? say(error) : t('messages.charactersLeft', { n: MESSAGE_LIMITS.textMax - text.length })}
        </span>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('messages.sending') : t('messages.send')}
        </button>
      </div>
    </form>
  );
}
