import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { QUEUE_NAMESPACE } from '../redis/queue-namespace.js';
import { REDIS } from '../redis/redis-guard.js';
import { SmsNotices } from '../sms/sms-notices.js';

/** A lessor's phone hears of lessees' declarations at most once in this many seconds. */
const ONCE_IN_SECONDS = 24 * 3600;

/**
 * Issue 21: the lessor hears by SMS, on each phone its accounts have, that a lessee registered a contract
 * for it to confirm or reject (the notification of each declaration is the read model's). Any lessee can
 * declare any number of contracts naming any lessor, so the message carries nothing a lessee wrote (no
 * contract number: an SMS from the committee's sender must not relay a stranger's words) and a phone gets
 * one a day however many declarations come; the portal lists them all.
 */
@Injectable()
export class DeclarationSms {
  constructor(
    private readonly db: DataSource,
    private readonly notices: SmsNotices,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(QUEUE_NAMESPACE) private readonly namespace: string,
  ) {}

  /** Answers how many phones were told; a job tried again tells nobody twice. */
  async tellLessor(contractId: string, lessorId: string): Promise<number> {
    const phones: { phone: string }[] = await this.db.query(
      'SELECT DISTINCT phone FROM users WHERE party_id = $1 AND phone IS NOT NULL ORDER BY phone',
      [lessorId],
    );
    let told = 0;
    for (const { phone } of phones) {
      // The day's message belongs to the first declaration that claims the phone; a retry of that same
      // declaration finds its own claim and queues the same message id, which the queue drops as a repeat.
      const key = `${this.namespace}:declared-sms:${phone}`;
      await this.redis.set(key, contractId, 'EX', ONCE_IN_SECONDS, 'NX');
      if ((await this.redis.get(key)) !== contractId) continue;
      await this.notices.notify(phone, TEXT, `declared_${contractId}_${phone}`);
      told++;
    }
    return told;
  }
}

const TEXT =
  'ijara.soliq.uz: ijarachi siz bilan tuzilgan ijara shartnomasini roʻyxatga oldi. Uni portalda tasdiqlang yoki rad eting. / ' +
  'ijara.soliq.uz: арендатор зарегистрировал договор аренды с вами. Подтвердите или отклоните его на портале.';
