import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const request = (headers: Record<string, string>, remoteAddress = '10.0.0.9') =>
  ({ get: (name: string) => headers[name.toLowerCase()], socket: { remoteAddress } }) as unknown as Request;

describe('clientAddress', () => {
  it("takes Hosting's Fastly-Client-IP first", () => {
    expect(clientAddress(request({ 'fastly-client-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1, 10.0.0.1' }))).toBe('203.0.113.7');
  });

  it('else the first X-Forwarded-For entry, else the socket', () => {
    expect(clientAddress(request({ 'x-forwarded-for': ' 198.51.100.1 , 10.0.0.1' }))).toBe('198.51.100.1');
    expect(clientAddress(request({}))).toBe('10.0.0.9');
    expect(clientAddress(request({ 'fastly-client-ip': '  ' }))).toBe('10.0.0.9');
  });
});
