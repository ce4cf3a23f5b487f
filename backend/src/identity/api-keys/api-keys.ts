import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyInput,
  type CreatedApiKey,
  isStaff,
  MessageKeys,
} from '@rent/domain';
import type { PhoneStanding, Principal } from '../../http/principal.js';

/** `rpk_` and 12 hex digits: public, names the key in lists and finds its row. */
const KEY_FORMAT = /^(rpk_[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;
const sha256 = (secret: string) => createHash('sha256').update(secret).digest();

/** The party a valid key acts as, with the scopes it holds. */
export interface KeyHolder {
  keyId: string;
  userId: string;
  partyId: string;
  name: string;
  scopes: ApiKeyScope[];
  phone: PhoneStanding;
}

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
}

const toApiKey = (r: KeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes,
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
  expiresAt: r.expires_at?.toISOString() ?? null,
  revokedAt: r.revoked_at?.toISOString() ?? null,
});

const COLUMNS = 'id, name, prefix, scopes, created_at, last_used_at, expires_at, revoked_at';

/**
 * A party's API keys (issue 21). The secret is 32 random bytes, shown once in the answer to the creation;
 * only its SHA-256 is kept (a hash of that much entropy needs no salt nor slow hashing), compared in constant
 * time. Keys run on the wall clock, as sessions do.
 */
@Injectable()
export class ApiKeys {
  constructor(private readonly db: DataSource) {}

  async create(principal: Principal, input: CreateApiKeyInput, address: string): Promise<CreatedApiKey> {
    assertPartyItself(principal);
    const now = new Date();
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt <= now)
      throw new BadRequestException({
        code: 'VALIDATION',
        message: MessageKeys.fillAllInformation,
        errors: { expiresAt: MessageKeys.apiKeyExpiryPast },
      });
    const prefix = `rpk_${randomBytes(6).toString('hex')}`;
    const secret = randomBytes(32).toString('base64url');
    const rows = (await this.db.query(
      `INSERT INTO api_keys (id, prefix, secret_hash, party_id, user_id, name, scopes, created_at, created_from, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        prefix,
        sha256(secret),
        principal.partyId,
        principal.userId,
        input.name,
        input.scopes,
        now,
        address,
        expiresAt,
      ],
    )) as KeyRow[];
    return { ...toApiKey(rows[0]!), key: `${prefix}.${secret}` };
  }

  async list(principal: Principal): Promise<ApiKey[]> {
    assertPartyItself(principal);
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM api_keys WHERE party_id = $1 ORDER BY created_at DESC`, [
      principal.partyId,
    ])) as KeyRow[];
    return rows.map(toApiKey);
  }

  /** Revokes one of the party's keys at once (the next request with it is 401); another party's is not found. */
  async revoke(principal: Principal, id: string, address: string): Promise<ApiKey> {
    assertPartyItself(principal);
    const rows = (await this.db.query(
      `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $3),
              revoked_by = COALESCE(revoked_by, $4), revoked_from = COALESCE(revoked_from, $5)
        WHERE id = $1 AND party_id = $2 RETURNING ${COLUMNS}`,
      [id, principal.partyId, new Date(), principal.userId, address],
    )) as [KeyRow[], number];
    const row = rows[0][0];
    if (!row) throw new NotFoundException();
    return toApiKey(row);
  }

  /** The holder of a key that is well-formed, known, unrevoked and unexpired; null for any other, alike. */
  async holder(key: string): Promise<KeyHolder | null> {
    const [, prefix, secret] = KEY_FORMAT.exec(key) ?? [];
    if (!prefix || !secret) return null;
    const now = new Date();
    const rows = (await this.db.query(
      `SELECT k.id, k.secret_hash, k.user_id, k.party_id, k.scopes, k.last_used_at, u.name,
              CASE WHEN u.phone IS NULL THEN 'none' WHEN u.phone_confirmed_at IS NULL THEN 'unconfirmed' ELSE 'confirmed' END AS phone
         FROM api_keys k JOIN users u ON u.id = k.user_id
        WHERE k.prefix = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > $2)`,
      [prefix, now],
    )) as {
      id: string;
      secret_hash: Buffer;
      user_id: string;
      party_id: string;
      scopes: ApiKeyScope[];
      last_used_at: Date | null;
      name: string;
      phone: PhoneStanding;
    }[];
    const row = rows[0];
    if (!row || !timingSafeEqual(row.secret_hash, sha256(secret))) return null;
    // "Last used" to the minute: a busy key writes its row once a minute, not once a request.
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000)
      await this.db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [row.id, now]);
    return {
      keyId: row.id,
      userId: row.user_id,
      partyId: row.party_id,
      name: row.name,
      scopes: row.scopes,
      phone: row.phone,
    };
  }
}

/** Keys are a party's own: not the committee's staff, nor an employee or a representative acting for it, nor a key itself. */
function assertPartyItself(principal: Principal): void {
  if (isStaff(principal.roles) || principal.employeePinfl || principal.representative || principal.apiKeyId)
    throw new ForbiddenException({ code: 'API_KEY_PARTY_ONLY', message: MessageKeys.apiKeyPartyOnly });
}
