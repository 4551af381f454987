import { describe, expect, it } from 'vitest';
import { allowedOrigins } from './cors';

describe('allowedOrigins', () => {
  it("allows the project's hosting domains, and localhost only on the emulators", () => {
    const deployed = allowedOrigins({ GCLOUD_PROJECT: 'jobsearch-prod' });
    expect([...deployed].sort()).toEqual(['https://jobsearch-prod.firebaseapp.com', 'https://jobsearch-prod.web.app']);

    const emulated = allowedOrigins({ GCLOUD_PROJECT: 'demo-jobsearch', FUNCTIONS_EMULATOR: 'true' });
    expect(emulated.has('http://localhost:5000')).toBe(true);
    expect(emulated.has('http://127.0.0.1:5173')).toBe(true);
    expect(emulated.has('https://demo-jobsearch.web.app')).toBe(true);
    expect(emulated.has('https://evil.example')).toBe(false);
  });
});
