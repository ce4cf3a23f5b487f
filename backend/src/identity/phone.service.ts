import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MessageKeys, type SignInChallenge } from '@rent/domain';
import { maskPhone } from '../sms/sms-jobs.js';
import { codeRefused, SIGN_IN_LIMITS } from './auth.service.js';
import { OneTimeCodes } from './one-time-codes.js';
import { RateLimiter } from './rate-limiter.js';
import { User } from './user.entity.js';

/**
 * A party's phone (spec §5): given, then confirmed with the code an SMS brings to it. Changing the number
 * makes it unconfirmed again. Steps that bind the party (registering, confirming a contract) need a
 * confirmed phone.
 */
@Injectable()
export class PhoneService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
  ) {}

  /** Keeps the number (unconfirmed if it is new) and sends it a code. */
  async request(userId: string, phone: string): Promise<SignInChallenge> {
    await this.limiter.enforce(SIGN_IN_LIMITS.phone, phone);
    const user = await this.users.findOneByOrFail({ id: userId });
    if (user.phone !== phone) await this.users.update(userId, { phone, phoneConfirmedAt: null });
    const { challengeId, expiresAt } = await this.codes.issue(userId, phone, 'phone');
    return { challengeId, phone: maskPhone(phone), expiresAt: expiresAt.toISOString() };
  }

  /** The code confirms the number it was sent to, if that is still the account's number. */
  async confirm(userId: string, challengeId: string, code: string): Promise<void> {
    const checked = await this.codes.check(challengeId, code, 'phone');
    if (!checked.ok || checked.userId !== userId) throw codeRefused();
    const updated = await this.users.update({ id: userId, phone: checked.phone! }, { phoneConfirmedAt: new Date() });
    if (!updated.affected) throw codeRefused();
  }

  /** Spec §8 "phone data required" / "phone number not confirmed". */
  async assertConfirmed(userId: string): Promise<void> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user?.phone) throw new BadRequestException({ code: 'PHONE_REQUIRED', message: MessageKeys.phoneRequired });
    if (!user.phoneConfirmedAt) throw new BadRequestException({ code: 'PHONE_NOT_CONFIRMED', message: MessageKeys.phoneNotConfirmed });
  }
}
