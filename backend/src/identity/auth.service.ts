import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type LoginInput, MessageKeys } from '@rent/domain';
import { AuthGuard } from './auth.guard.js';
import { verifyPassword } from './passwords.js';
import type { Principal } from './principal.js';
import { User } from './user.entity.js';

/** What the frontend may know of the signed-in account (spec §7: name, tin, pinfl, roles). */
export interface Account {
  userId: string;
  partyId: string;
  name: string;
  tin: string | null;
  pinfl: string | null;
  roles: string[];
}

const toAccount = (u: User): Account => ({
  userId: u.id,
  partyId: u.partyId,
  name: u.name,
  tin: u.tin,
  pinfl: u.pinfl,
  roles: u.roles,
});

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly jwt: JwtService,
  ) {}

  async login(input: LoginInput): Promise<{ token: string; account: Account }> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.login = :login AND u.loginType = :type', { login: input.login, type: input.type })
      .getOne();
    const ok = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !ok) throw new UnauthorizedException({ code: 'WRONG_PASSWORD', message: MessageKeys.wrongPassword });
    const principal: Principal = { userId: user.id, partyId: user.partyId, name: user.name, roles: user.roles };
    return { token: await this.jwt.signAsync(AuthGuard.claims(principal)), account: toAccount(user) };
  }

  async account(userId: string): Promise<Account> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new UnauthorizedException();
    return toAccount(user);
  }
}
