import { describe, expect, it } from 'vitest';
import { CITIES_BY_STATE, DISTRICTS, isPinCode, lookupPinCode, STATES, stateOfDistrict, withPinPlace } from '../src/index';
import { DISTRICT_NAMES_BY_STATE, STATE_NAMES } from '../src/place-names';
import { PLACES_SOURCE } from '../src/places';
import hi from '../src/i18n/catalogs/choices/hi';
import mr from '../src/i18n/catalogs/choices/mr';

describe('states, union territories and districts', () => {
  it('lists all 28 states and 8 union territories, each with districts, from a recorded source', () => {
    expect(STATES).toHaveLength(36);
    for (const state of STATES) expect(CITIES_BY_STATE[state].length).toBeGreaterThan(0);
    expect(DISTRICTS.length).toBeGreaterThan(750);
    expect(PLACES_SOURCE.districts).toMatch(/@\d+\.\d+\.\d+$/);
    expect(PLACES_SOURCE.generatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives every district one code across India, and its state back', () => {
    expect(new Set(DISTRICTS).size).toBe(DISTRICTS.length);
    for (const state of STATES) for (const district of CITIES_BY_STATE[state]) expect(stateOfDistrict(district)).toBe(state);
    // Two states have an Aurangabad-like name clash: both carry their state.
    expect(CITIES_BY_STATE['Himachal Pradesh']).toContain('Bilaspur (Himachal Pradesh)');
    expect(CITIES_BY_STATE.Chhattisgarh).toContain('Bilaspur (Chhattisgarh)');
    expect(stateOfDistrict('Bilaspur')).toBeNull();
  });

  it("keeps Maharashtra's 36 districts and their codes as jobs store them", () => {
    expect(CITIES_BY_STATE.Maharashtra).toHaveLength(36);
    expect(CITIES_BY_STATE.Maharashtra).toEqual(expect.arrayContaining(['Pune', 'Mumbai City', 'Chhatrapati Sambhajinagar', 'Ahilyanagar']));
    expect(CITIES_BY_STATE.Karnataka).toContain('Bengaluru Urban');
  });

  it('names every state and district in English, हिन्दी and मराठी, and the catalogs use those names', () => {
    const devanagari = /^(?:[\u0900-\u097F 0-9().-]|\u200c|\u200d)+$/;
    expect(STATE_NAMES.map((state) => state.code)).toEqual([...STATES]);
    for (const state of STATE_NAMES) {
      expect(state.hi).toMatch(devanagari);
      expect(state.mr).toMatch(devanagari);
      expect(DISTRICT_NAMES_BY_STATE[state.code].map((district) => district.code)).toEqual(CITIES_BY_STATE[state.code]);
      for (const district of DISTRICT_NAMES_BY_STATE[state.code]) {
        expect(district.hi, district.code).toMatch(devanagari);
        expect(district.mr, district.code).toMatch(devanagari);
        expect(hi[`city:${district.code}` as keyof typeof hi]).toBe(district.hi);
        expect(mr[`city:${district.code}` as keyof typeof mr]).toBe(district.mr);
      }
    }
    expect(hi['city:Pune' as keyof typeof hi]).toBe('पुणे');
    expect(mr['city:Nagpur' as keyof typeof mr]).toBe('नागपूर');
    expect(mr['state:Karnataka' as keyof typeof mr]).toBe('कर्नाटक');
  });
});

describe('PIN codes', () => {
  it('finds the state and district of a PIN', async () => {
    expect(await lookupPinCode('560001')).toEqual({ state: 'Karnataka', district: 'Bengaluru Urban' });
    expect(await lookupPinCode('411001')).toEqual({ state: 'Maharashtra', district: 'Pune' });
    expect(await lookupPinCode('400001')).toEqual({ state: 'Maharashtra', district: 'Mumbai City' });
    expect(await lookupPinCode('400070')).toEqual({ state: 'Maharashtra', district: 'Mumbai Suburban' });
    expect(await lookupPinCode(' 800001 ')).toEqual({ state: 'Bihar', district: 'Patna' });
    expect(await lookupPinCode('110001')).toEqual({ state: 'Delhi', district: 'Central Delhi' });
  });

  it('answers null for text that is no PIN or a PIN no post office has', async () => {
    for (const text of ['', '56000', '5600011', '056000', 'abcdef', '56 001', '999999', '100000']) expect(await lookupPinCode(text)).toBeNull();
    expect(isPinCode('560001')).toBe(true);
    expect(isPinCode('060001')).toBe(false);
  });

  it("reads a PIN among a search's words as its place: the filters set, the PIN out of the words", async () => {
    const none = { q: '', state: '', city: '' };
    expect(await withPinPlace({ ...none, q: 'welder 560001' })).toEqual({ search: { q: 'welder', state: 'Karnataka', city: 'Bengaluru Urban' } });
    // The PIN's place replaces one chosen before; other filters stay as they were.
    expect(await withPinPlace({ q: ' 411001 ', state: 'Bihar', city: 'Patna', degree: 'ITI' })).toEqual({
      search: { q: '', state: 'Maharashtra', city: 'Pune', degree: 'ITI' },
    });
    expect(await withPinPlace({ ...none, q: 'welder 999999' })).toEqual({ unknownPin: '999999' });
    // Not a PIN: five or seven digits, or one starting with 0, are words like any other.
    for (const q of ['welder pune', '56000', '5600011 fitter', '056000']) expect(await withPinPlace({ ...none, q })).toEqual({ search: { ...none, q } });
  });

  it('points every PIN of the table at a listed district', async () => {
    for (const zone of '12345678') {
      const { PINS } = (await import(`../src/pin-codes/zone-${zone}.ts`)) as { PINS: string };
      expect(PINS.length % 7).toBe(0);
      const entries = PINS.match(/.{7}/g)!;
      for (const entry of entries) expect(DISTRICTS[parseInt(entry.slice(5), 36)], entry).toBeDefined();
      const pins = entries.map((entry) => entry.slice(0, 5));
      expect([...pins].sort()).toEqual(pins);
    }
  });
});
