import { TYPING_ANIMATION } from '@jobsearch/domain/helpers';
import { describe, expect, it } from 'vitest';
import { TYPING_START, greetingName, typingStep, type TypingState } from './typing';

describe('typing animation', () => {
  it('uses the spec timing: 70 ms type, 50 ms delete, 1500 ms hold, endless', () => {
    expect(TYPING_ANIMATION).toEqual({ typeSpeedMs: 70, deleteSpeedMs: 50, delayMs: 1500, loop: true });
  });

  it('types, holds, deletes and types again', () => {
    const text = 'Hi!';
    const steps: { shown: number; waitMs: number }[] = [];
    let state: TypingState = TYPING_START;
    for (let i = 0; i < 10; i++) {
      const step = typingStep(state, text.length)!;
      steps.push({ shown: step.next.shown, waitMs: step.waitMs });
      state = step.next;
    }
    expect(steps).toEqual([
      { shown: 1, waitMs: 70 },
      { shown: 2, waitMs: 70 },
      { shown: 3, waitMs: 70 },
      { shown: 2, waitMs: 1500 },
      { shown: 1, waitMs: 50 },
      { shown: 0, waitMs: 50 },
      { shown: 1, waitMs: 70 },
      { shown: 2, waitMs: 70 },
      { shown: 3, waitMs: 70 },
      { shown: 2, waitMs: 1500 },
    ]);
  });

  it('stops when fully typed if it does not loop', () => {
    expect(typingStep({ shown: 3, phase: 'typing' }, 3, { ...TYPING_ANIMATION, loop: false })).toBeNull();
  });

  it('greets by name, falling back to Employer', () => {
    expect(greetingName('Asha')).toBe('Asha');
    expect(greetingName('  ')).toBe('Employer');
    expect(greetingName(null)).toBe('Employer');
  });
});
