import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly, forgetEarly, takeEarly } from './early-answers';

describe('answers asked for before the client loaded', () => {
  afterEach(() => {
    forgetEarly();
    vi.unstubAllGlobals();
  });

  it('hands each early answer to the first GET of its address, once', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    askEarly('/api/v1/auth/session');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await takeEarly('/api/v1/auth/session')).toBeInstanceOf(Response);
    expect(takeEarly('/api/v1/auth/session')).toBeUndefined();
  });

  it('drops the answers nobody took once forgotten (a 401, a sign-in): a later GET asks the server again', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    askEarly('/api/v1/auth/session');
    askEarly('/api/v1/user/memberships');
    void takeEarly('/api/v1/auth/session');
    forgetEarly();
    expect(takeEarly('/api/v1/user/memberships')).toBeUndefined();
  });
});
