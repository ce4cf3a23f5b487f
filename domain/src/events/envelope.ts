/**
 * The shapes every event and command carries, shared by the event store, the projections and the
 * deciders. Pure types: the store that fills them lives in the backend.
 */

/**
 * Who acts: a party's user (the party itself or, later, its employee), an operator of the committee, or
 * the system (jobs). `partyId` is the TIN or PINFL on whose behalf a party's user acts; empty otherwise.
 */
export type ActorKind = 'party' | 'operator' | 'system';

export interface Actor {
  kind: ActorKind;
  userId: string;
  partyId: string;
  name: string;
  /** A legal entity's employee acting for it (`partyId` is the entity): the employee's PINFL. */
  employeePinfl?: string;
  /** A person the party authorised to act for it (issue 21), acting so (`partyId` is the party): their PINFL. */
  representativePinfl?: string;
}

/** The actor of scheduled work: expiry and reminders. */
export const SYSTEM_ACTOR: Actor = { kind: 'system', userId: 'system', partyId: '', name: 'system' };

export interface EventMetadata {
  actor: Actor;
  correlationId: string;
  causationId: string | null;
  /** The actor's e-signature of the step, when it was signed (verified before the event was appended). */
  signature?: EventSignature;
}

/** What a decider returns: a type and its data. The store adds the id, the position and the metadata. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * The global position of an event: the writing transaction's id and the sequence number. Readers order
 * by the pair, and a checkpoint is the pair (see DESIGN.md, the "gap" problem).
 */
export interface GlobalPosition {
  transactionId: bigint;
  position: bigint;
}

interface Envelope {
  eventId: string;
  streamId: string;
  /** 1 for a stream's first event. */
  streamVersion: number;
  metadata: EventMetadata;
  globalPosition: GlobalPosition;
  recordedAt: Date;
}

/** An event as the store recorded it. Distributes over a union, so `switch (e.type)` narrows `e.data`. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? Envelope & { type: E['type']; data: E['data'] }
  : never;

/** The position as the API hands it to a client (and takes it back): "<transactionId>-<position>". */
export const formatPosition = (p: GlobalPosition): string => `${p.transactionId}-${p.position}`;

export function parsePosition(value: string): GlobalPosition | undefined {
  const m = /^(\d{1,20})-(\d{1,20})$/.exec(value);
  return m ? { transactionId: BigInt(m[1]!), position: BigInt(m[2]!) } : undefined;
}

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return 0;
}

/** Who signed, as the event keeps it and the history shows it. */
export interface EventSignature {
  /** The certificate's serial number (hex) and its holder. */
  serialNumber: string;
  holder: string;
  organisation: string | null;
  tin: string | null;
  pinfl: string | null;
  issuer: string;
  validFrom: string;
  validTo: string;
  /** When it was signed, ISO: the time stamp's time where there is one, else the PKCS#7 signing time. */
  signedAt: string;
  /** The RFC 3161 time stamp on the signature, where the signer's helper attached one. */
  timestamp?: { at: string; authority: string };
  /** The PKCS#7 itself, base64, so anyone can check it again later. */
  pkcs7: string;
}
