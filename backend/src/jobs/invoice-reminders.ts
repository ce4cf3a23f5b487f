import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import {
  formatDisplayMonth,
  invoiceReminderDay,
  invoiceRemindersStreamId,
  type InvoicesDueReminded,
  monthOf,
  SYSTEM_ACTOR,
  tashkentDate,
} from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { EVENT_STORE, type EventStore, WrongExpectedVersionError } from '../event-store/event-store.port.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { LOGGER } from '../logging/logger.js';
import { SmsNotices } from '../sms/sms-notices.js';

/** Lessors read per query; the run goes on until none is left. */
const PAGE = 500;

const smsText = (month: string, due: number) =>
  `ijara.soliq.uz: ${formatDisplayMonth(month)} oyi uchun ${due} ta elektron hisob-faktura rasmiylashtirilmagan, muddati oy oxirigacha. / ` +
  `За ${formatDisplayMonth(month)} не выставлено электронных счетов-фактур: ${due}, срок до конца месяца.`;

/**
 * Spec §1, an electronic invoice by month end: from three days before the month ends, every lessor with an
 * invoice of the month still due is told once, by a notification (the event InvoicesDueReminded, which the
 * notifications read model shows) and an SMS to each phone its accounts have. Run by its own scheduled job
 * and by the daily sweep as backstop, so a run Redis lost is made up the next day; a lessor already
 * reminded this month is skipped: its reminder stream exists, and a second append to it is refused.
 */
@Injectable()
export class InvoiceReminders {
  constructor(
    private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projector: ProjectorRunner,
    private readonly notices: SmsNotices,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async remind(): Promise<{ month: string; reminded: number }> {
    const today = tashkentDate(this.clock.now());
    const month = monthOf(today);
    if (today < invoiceReminderDay(month)) return { month, reminded: 0 };
    // An invoice issued a moment ago must not be reminded of: the read model takes every event written before.
    await this.projector.catchUp();
    let reminded = 0;
    for (let after = ''; ;) {
      const lessors: { lessor_id: string; due: number }[] = await this.db.query(
        `SELECT lessor_id, count(*)::int AS due FROM invoice_months
          WHERE month = $1 AND invoice_number IS NULL AND lessor_id > $2
          GROUP BY lessor_id ORDER BY lessor_id LIMIT $3`,
        [month, after, PAGE],
      );
      for (const l of lessors) if (await this.remindLessor(l.lessor_id, month, l.due)) reminded++;
      if (lessors.length < PAGE) break;
      after = lessors.at(-1)!.lessor_id;
    }
    this.log.info({ month, reminded }, 'invoice reminders');
    return { month, reminded };
  }

  /**
   * The SMS notice is written before the reminder, under an id of the lessor, month and phone: a run that
   * stopped between the two asks for the same notice again, which is not sent twice, and then writes the reminder.
   */
  private async remindLessor(partyId: string, month: string, due: number): Promise<boolean> {
    const streamId = invoiceRemindersStreamId(partyId, month);
    if ((await this.store.readStream(streamId)).length > 0) return false;
    const phones: { phone: string }[] = await this.db.query(
      'SELECT DISTINCT phone FROM users WHERE party_id = $1 AND phone IS NOT NULL ORDER BY phone',
      [partyId],
    );
    for (const { phone } of phones)
      await this.notices.notify(phone, smsText(month, due), `invoices_${partyId}_${month}_${phone}`);
    const event: InvoicesDueReminded = {
      type: 'InvoicesDueReminded',
      data: { partyId, month, due, at: this.clock.now().toISOString() },
    };
    try {
      await this.store.appendToStream(streamId, 0, [event], {
        actor: SYSTEM_ACTOR,
        correlationId: randomUUID(),
        causationId: null,
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) return false;
      throw error;
    }
    this.projector.nudge();
    return true;
  }
}
