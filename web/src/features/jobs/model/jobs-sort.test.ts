import { EMPTY_WORK_PROFILE } from '@jobsearch/domain/work-profile';
import { describe, expect, it } from 'vitest';
import { paramsWithSort, rankingProfile, sortFromParams } from './jobs-sort';

const url = (search: string) => new URLSearchParams(search);

describe('the list order in the URL', () => {
  it('is newest first unless ?sort=match', () => {
    expect(sortFromParams(url(''))).toBe('newest');
    expect(sortFromParams(url('sort=match'))).toBe('match');
    expect(sortFromParams(url('sort=salary'))).toBe('newest');
  });

  it('changes without touching the filters; newest first leaves the URL', () => {
    expect(paramsWithSort(url('q=welder&district=Pune'), 'match').toString()).toBe('q=welder&district=Pune&sort=match');
    expect(paramsWithSort(url('q=welder&sort=match'), 'newest').toString()).toBe('q=welder');
  });

  it('ranks only by a work profile with something in it', () => {
    expect(rankingProfile(undefined)).toBeNull();
    expect(rankingProfile(EMPTY_WORK_PROFILE)).toBeNull();
    const profile = { ...EMPTY_WORK_PROFILE, trade: 'Welder' };
    expect(rankingProfile(profile)).toBe(profile);
  });
});
