/**
 * The greeting's typing animation as a pure step function: type the text a
 * letter at a time, hold it, delete it, start again (spec: type 70 ms,
 * delete 50 ms, hold 1500 ms, endless).
 */
import { TYPING_ANIMATION } from '@jobsearch/domain/helpers';

export interface TypingState {
  shown: number;
  phase: 'typing' | 'deleting';
}
export type TypingTiming = { typeSpeedMs: number; deleteSpeedMs: number; delayMs: number; loop: boolean };

export const TYPING_START: TypingState = { shown: 0, phase: 'typing' };

/** The next state and how long to wait before it; null when the animation is over. */
export function typingStep(state: TypingState, length: number, timing: TypingTiming = TYPING_ANIMATION): { next: TypingState; waitMs: number } | null {
  if (length === 0) return null;
  if (state.phase === 'typing') {
    if (state.shown < length) return { next: { shown: state.shown + 1, phase: 'typing' }, waitMs: timing.typeSpeedMs };
    // Fully typed: hold, then delete (or stop when not looping).
    return timing.loop ? { next: { shown: length - 1, phase: 'deleting' }, waitMs: timing.delayMs } : null;
  }
  if (state.shown > 0) return { next: { shown: state.shown - 1, phase: 'deleting' }, waitMs: timing.deleteSpeedMs };
  return { next: { shown: 1, phase: 'typing' }, waitMs: timing.typeSpeedMs };
}

/** The name the greeting uses, falling back to the word Employer (in the chosen language: `employer`). */
export function greetingName(name: string | null | undefined, employer = 'Employer'): string {
  return name?.trim() || employer;
}
