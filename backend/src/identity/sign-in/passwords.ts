import argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP's recommended memory-hard setting). */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

// Verified against when the login is unknown, so an unknown login takes as long as a wrong password.
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await argon2.verify(await decoy, password);
    return false;
  }
  return argon2.verify(hash, password);
}
