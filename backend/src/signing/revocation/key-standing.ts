/** What the CA says of a key: in force, suspended (on hold, spec §8), or revoked for good. */
export type KeyStanding = 'good' | 'suspended' | 'revoked';
