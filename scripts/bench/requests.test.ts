import { describe, expect, it } from 'vitest';
import { repeatedRequests, requestWaves, type ApiRequest } from './browser-figures.ts';

const request = (url: string, startedAt: number, endedAt: number): ApiRequest => ({
  method: 'GET',
  url,
  startedAt,
  endedAt,
});

describe('requestWaves', () => {
  it('is one wave when every request starts before any answer arrives', () => {
    expect(requestWaves([request('/a', 0, 50), request('/b', 5, 40), request('/c', 39, 60)])).toBe(
      1,
    );
  });

  it('counts a request started after an answer as a later wave, chained', () => {
    const requests = [
      request('/profile', 0, 50),
      request('/kpis', 60, 90),
      request('/list', 95, 120),
    ];
    expect(requestWaves(requests)).toBe(3);
  });

  it('is zero without requests', () => {
    expect(requestWaves([])).toBe(0);
  });
});

describe('repeatedRequests', () => {
  it('names each request made more than once, with how often', () => {
    const requests = [
      request('/a', 0, 1),
      request('/b', 0, 1),
      request('/a', 2, 3),
      request('/a', 4, 5),
    ];
    expect(repeatedRequests(requests)).toEqual(['GET /a ×3']);
  });
});
