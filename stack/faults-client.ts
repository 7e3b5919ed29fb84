import { DEMO_PASSWORD } from '../db/seed/demo-data';

/** Every answer of the run, by status; what a 5xx must carry; requests that got no answer at all. */
export interface Tally {
  requests: number;
  byStatus: Record<number, number>;
  unavailableWithoutRetryAfter: number;
  networkErrors: number;
}

/** How long one call keeps trying while the database is away (the bridge's outage is 30 s). */
const GIVE_UP_AFTER_MS = 90_000;

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export interface Answer {
  status: number;
  json: unknown;
}

/**
 * One signed-in person calling the API as the SPA does: a 503 (or no answer) is tried again after its
 * Retry-After, with the same Idempotency-Key, until it answers or GIVE_UP_AFTER_MS has passed.
 */
export class FaultClient {
  private constructor(
    readonly who: string,
    private readonly appUrl: string,
    private readonly cookie: string,
    private readonly tally: Tally,
  ) {}

  static async signIn(appUrl: string, emails: string[], tally: Tally): Promise<Record<string, FaultClient>> {
    const clients: Record<string, FaultClient> = {};
    for (const email of emails) {
      const res = await fetch(`${appUrl}/api/v1/auth/sign-in/credentials`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      const cookie = res.headers.get('set-cookie')?.match(/((?:__Host-)?abastece_session=[^;]+)/)?.[1];
      if (res.status !== 200 || !cookie) throw new Error(`${email} could not sign in: ${res.status}`);
      clients[email] = new FaultClient(email.split('@')[0]!, appUrl, cookie, tally);
    }
    return clients;
  }

  async productIds(names: string[]): Promise<string[]> {
    return Promise.all(
      names.map(async (name) => {
        const { json } = await this.send('GET', `/products?search=${encodeURIComponent(name)}&limit=100`);
        const found = (json as { data: { id: string; name: string }[] }).data.find((p) => p.name === name);
        if (!found) throw new Error(`no product named ${name}`);
        return found.id;
      }),
    );
  }

  async send(method: string, path: string, body?: unknown, key?: string): Promise<Answer> {
    const deadline = Date.now() + GIVE_UP_AFTER_MS;
    for (;;) {
      const answer = await this.once(method, path, body, key);
      if (answer && answer.status !== 503) return answer;
      if (Date.now() > deadline) return answer ?? { status: 0, json: undefined };
      const wait = answer ? Number(answer.retryAfter ?? 1) : 1;
      await new Promise((done) => setTimeout(done, Math.min(wait, 5) * 1000));
    }
  }

  private async once(method: string, path: string, body: unknown, key: string | undefined) {
    this.tally.requests++;
    try {
      const res = await fetch(`${this.appUrl}/api/v1${path}`, {
        method,
        headers: {
          cookie: this.cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      this.tally.byStatus[res.status] = (this.tally.byStatus[res.status] ?? 0) + 1;
      const retryAfter = res.headers.get('retry-after');
      if (res.status >= 500 && (res.status !== 503 || !retryAfter)) this.tally.unavailableWithoutRetryAfter++;
      return { status: res.status, json: parsed(text), retryAfter };
    } catch {
      this.tally.networkErrors++;
      return undefined;
    }
  }
}
