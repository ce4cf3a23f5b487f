/** One SMS to one phone (998XXXXXXXXX); `id` is ours, unique, so a gateway can drop a repeated send. */
export interface SmsMessage {
  id: string;
  phone: string;
  text: string;
}

/**
 * An SMS gateway. `send` resolves once the gateway took the message; it throws SmsRejectedError when
 * the gateway said no for good (a bad number, a banned text): sending again would not help. Any other
 * failure (network, 5xx, an expired session) is worth another try later.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export const SMS_PROVIDER = Symbol('SmsProvider');

export class SmsRejectedError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider} refused the SMS: ${reason}`);
    this.name = 'SmsRejectedError';
  }
}

/** How long a gateway may take before the attempt counts as failed (and is tried again). */
export const GATEWAY_TIMEOUT_MS = 10_000;
