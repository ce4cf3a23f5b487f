import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MessageKeys, type PhoneChallenge, type PhoneChangeInput, type PhoneConfirmInput } from '@rent/domain';
import { maskPhone } from '../../sms/sms-jobs.js';
import { SmsNotices } from '../../sms/sms-notices.js';
import { codeRefused } from '../sign-in/auth.service.js';
import { OneTimeCodes } from '../sign-in/one-time-codes.js';
import { verifyPassword } from '../sign-in/passwords.js';
import { RateLimiter } from '../../redis/rate-limiter.js';
import { PHONE_CHANGE_LIMITS, SIGN_IN_LIMITS } from '../sign-in/sign-in-limits.js';
import { User } from '../user.entity.js';

/** What the number an account leaves behind is told once the change is done. */
const changedText = (newPhone: string) =>
  `ijara.soliq.uz: hisobingiz telefon raqami ${maskPhone(newPhone)} ga almashtirildi. Bu siz boʻlmasangiz, Davlat soliq qoʻmitasiga murojaat qiling. / ` +
  `Номер телефона вашей учётной записи изменён на ${maskPhone(newPhone)}. Если это были не вы, обратитесь в Налоговый комитет.`;

/**
 * A party's phone (spec §5). It is where sign-in codes go, so moving the account to another number
 * needs more than the bearer token: the password, a code sent to the new number and a code sent to the
 * number it replaces, and the old number is told once it is done. Until both codes come back the
 * account keeps its number. Steps that bind the party (registering, confirming a contract) need a
 * confirmed phone.
 */
@Injectable()
export class PhoneService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
    private readonly notices: SmsNotices,
  ) {}

  /**
   * Sends the codes for a number. Every request counts, before the password is looked at, so the limits
   * also bound guessing the password with a stolen token.
   */
  async request(userId: string, input: PhoneChangeInput, address: string): Promise<PhoneChallenge> {
    for (const [limit, key] of [
      [PHONE_CHANGE_LIMITS.user, userId],
      [PHONE_CHANGE_LIMITS.userDay, userId],
      [PHONE_CHANGE_LIMITS.address, address],
      [PHONE_CHANGE_LIMITS.addressDay, address],
      [SIGN_IN_LIMITS.phone, input.phone],
    ] as const) {
      await this.limiter.enforce(limit, key);
    }
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id', { id: userId })
      .getOneOrFail();
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new ForbiddenException({
        code: 'WRONG_PASSWORD',
        message: MessageKeys.wrongPassword,
        errors: { password: MessageKeys.wrongPassword },
      });
    }
    const oldPhone = user.phone && user.phone !== input.phone ? user.phone : null;
    const { challengeId, expiresAt } = await this.codes.issue(
      userId,
      input.phone,
      'phone',
      oldPhone ? { oldPhone } : {},
    );
    return {
      challengeId,
      phone: maskPhone(input.phone),
      oldPhone: oldPhone && maskPhone(oldPhone),
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * The codes make the number the account's, confirmed, if the account still has the number they were
   * sent against (no other change came between); the number left behind is told.
   */
  async confirm(userId: string, input: PhoneConfirmInput, address: string): Promise<void> {
    await this.limiter.enforce(SIGN_IN_LIMITS.codes, address);
    const checked = await this.codes.check(input.challengeId, 'phone', { userId }, input.code, input.oldCode);
    if (!checked.ok || !checked.phone) throw codeRefused();
    const notice = checked.oldPhone && {
      id: `phone-changed_${input.challengeId}`,
      phone: checked.oldPhone,
      text: changedText(checked.phone),
    };
    // The old number's notice is written with the change, so that neither is kept without the other.
    await this.users.manager.transaction(async (em) => {
      const [, changed] = (await em.query(
        `UPDATE users SET phone = $3, phone_confirmed_at = $4
          WHERE id = $1 AND (phone IS NOT DISTINCT FROM $2::text OR ($2::text IS NULL AND phone = $3))`,
        [userId, checked.oldPhone, checked.phone, new Date()],
      )) as [unknown, number];
      if (!changed) throw codeRefused();
      if (notice) await this.notices.write(em, notice);
    });
    // The change is done: a Redis away now delays the notice (the relay queues it) but refuses nothing.
    if (notice) await this.notices.queueOrLeave(notice);
  }

  /** Spec §8 "phone data required" / "phone number not confirmed". */
}
