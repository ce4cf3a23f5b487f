import { GATEWAY_TIMEOUT_MS, type SmsMessage, type SmsProvider, SmsRejectedError } from './sms-provider.js';

export interface PlaymobileOptions {
  baseUrl: string;
  login: string;
  password: string;
  originator: string;
}

/**
 * Playmobile (domain-facts): `POST /broker-api/send` with HTTP Basic auth and a JSON batch of one message;
 * a refusal comes as `{"error-code", "error-description"}`.
 */
export class PlaymobileSmsProvider implements SmsProvider {
  readonly name = 'playmobile';

  constructor(private readonly options: PlaymobileOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(new URL('/broker-api/send', this.options.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${this.options.login}:${this.options.password}`).toString('base64')}`,
      },
      body: JSON.stringify({
        messages: [
          {
            recipient: message.phone,
            'message-id': message.id,
            sms: { originator: this.options.originator, content: { text: message.text } },
          },
        ],
      }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    if (response.ok) return;
    const error = (await response.json().catch(() => null)) as {
      'error-code'?: unknown;
      'error-description'?: unknown;
    } | null;
    const reason =
      `${String(error?.['error-code'] ?? response.status)} ${String(error?.['error-description'] ?? '')}`.trim();
    // 401 is our credentials (an operator must fix them; retrying until then is right), 5xx is theirs.
    if (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 429)
      throw new SmsRejectedError(this.name, reason);
    throw new Error(`playmobile answered ${response.status}: ${reason}`);
  }
}
