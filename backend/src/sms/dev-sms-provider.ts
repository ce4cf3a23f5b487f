import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { DevSms } from '@rent/domain';
import type { SmsMessage, SmsProvider } from './sms-provider.js';

/**
 * The development gateway: nothing leaves the machine. Each message is logged and kept in
 * `dev_sms_outbox`, where `/dev/sms` shows it; the configuration refuses this provider in production.
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';

  constructor(
    private readonly db: DataSource,
    private readonly log: Logger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.query(
      'INSERT INTO dev_sms_outbox (id, phone, text) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [message.id, message.phone, message.text],
    );
    this.log.info({ phone: message.phone, text: message.text }, 'development SMS');
  }

  async latest(phone: string, limit = 20): Promise<DevSms[]> {
    const rows = (await this.db.query(
      'SELECT id, phone, text, sent_at FROM dev_sms_outbox WHERE phone = $1 ORDER BY sent_at DESC LIMIT $2',
      [phone, limit],
    )) as {
      id: string;
      phone: string;
      text: string;
      sent_at: Date;
    }[];
    return rows.map((r) => ({ id: r.id, phone: r.phone, text: r.text, sentAt: r.sent_at.toISOString() }));
  }
}
