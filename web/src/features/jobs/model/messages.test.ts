import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { describe, expect, it } from 'vitest';
import { jobsMessageKey } from './messages';

describe("the jobs screens' domain messages (issue 22)", () => {
  it('each known message has a key whose English is the message word for word', () => {
    for (const message of [MESSAGES.mustBeLoggedInToApply, MESSAGES.resumeWrongType, MESSAGES.resumeTooLarge, MESSAGES.alertNeedsFilter, MESSAGES.alertsFull]) {
      const key = jobsMessageKey(message);
      expect(key, message).not.toBeNull();
      expect(english(key!)).toBe(message);
    }
  });

  it('an unknown message has no key (it shows as it is)', () => {
    expect(jobsMessageKey('Something else')).toBeNull();
  });
});
