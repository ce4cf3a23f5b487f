import { GATEWAY_TIMEOUT_MS, type SmsMessage, type SmsProvider, SmsRejectedError } from './sms-provider.js';

export interface EskizOptions {
  baseUrl: string;
  email: string;
  password: string;
  /** The sender name the account is allowed to use ("4546" is Eskiz's shared one). */
  from: string;
}

/**
 * Eskiz (domain-facts): a bearer token from `POST /api/auth/login` (form email, password), kept and renewed
 * with `PATCH /api/auth/refresh` when a send answers 401; if renewal fails too, a fresh login. Messages go
 * as a form to `POST /api/message/sms/send`.
 */
export class EskizSmsProvider implements SmsProvider {
  readonly name = 'eskiz';
  private token: string | null = null;

  constructor(private readonly options: EskizOptions) {}

  async send(message: SmsMessage): Promise<void> {
    let response = await this.post(message);
    if (response.status === 401) {
      await this.renew();
      response = await this.post(message);
    }
    if (response.ok) return;
    const reason = await response.text();
    // 4xx: Eskiz looked at the message and said no (a bad number, a text its moderation refuses).
    if (response.status >= 400 && response.status < 500 && response.status !== 429)
      throw new SmsRejectedError(this.name, `${response.status} ${reason}`);
    throw new Error(`eskiz answered ${response.status}`);
  }

  private async post(message: SmsMessage): Promise<Response> {
    const token = this.token ?? (await this.login());
    return fetch(this.url('/api/message/sms/send'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form({ mobile_phone: message.phone, message: message.text, from: this.options.from }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
  }

  private async renew(): Promise<void> {
    const refreshed = this.token
      ? await fetch(this.url('/api/auth/refresh'), {
          method: 'PATCH',
          headers: { authorization: `Bearer ${this.token}` },
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        })
      : null;
    const token = refreshed?.ok ? await tokenOf(refreshed) : null;
    this.token = token ?? (await this.login());
  }

  private async login(): Promise<string> {
    const response = await fetch(this.url('/api/auth/login'), {
      method: 'POST',
      body: form({ email: this.options.email, password: this.options.password }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    const token = response.ok ? await tokenOf(response) : null;
    // Wrong credentials are a configuration fault: every try fails the same, but an operator can fix it.
    if (!token) throw new Error(`eskiz login failed (${response.status})`);
    this.token = token;
    return token;
  }

  private url(path: string): string {
    return new URL(path, this.options.baseUrl).toString();
  }
}

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};

async function tokenOf(response: Response): Promise<string | null> {
  const json = (await response.json().catch(() => null)) as { data?: { token?: unknown } } | null;
  return typeof json?.data?.token === 'string' ? json.data.token : null;
}
