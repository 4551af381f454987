/**
 * "Welcome, {name}!" typed, held, deleted and typed again. Screen readers get
 * the whole sentence once; people who ask for reduced motion see it still.
 */
import { TYPING_ANIMATION } from '@jobsearch/domain/helpers';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { TYPING_START, greetingName, typingStep, type TypingState } from '../model/typing';

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

function useTypedText(text: string, still: boolean): string {
  const [state, setState] = useState<TypingState>(TYPING_START);
  const [typing, setTyping] = useState(text);
  if (typing !== text) {
    setTyping(text);
    setState(TYPING_START);
  }
  useEffect(() => {
    if (still) return;
    const step = typingStep(state, text.length, TYPING_ANIMATION);
    if (!step) return;
    const timer = setTimeout(() => setState(step.next), step.waitMs);
    return () => clearTimeout(timer);
  }, [state, text, still]);
  return still ? text : text.slice(0, state.shown);
}

export function TypingGreeting({ name }: { name: string | null | undefined }) {
  const t = useT();
  const sentence = t('postJob.greeting', { name: greetingName(name, t('postJob.greetingEmployer')) });
  const reduced = usePrefersReducedMotion();
  const typed = useTypedText(sentence, reduced);
  return (
    <p className="post-job__greeting">
      <span className="visually-hidden">{sentence}</span>
      <span aria-hidden="true" data-testid="typing-greeting">
        {typed}
        {reduced ? null : <span className="post-job__caret" />}
      </span>
    </p>
  );
}
