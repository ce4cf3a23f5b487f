import { describe, expect, it } from '@jest/globals';
import { canonicalJson, readSignedDocument, signedDocument } from './signed-document.js';

describe('the canonical document a step signs', () => {
  it('orders keys, drops undefined members and has no spaces, whatever order the body came in', () =>
    expect(canonicalJson({ b: 1, a: { d: [1, 'x'], c: undefined, b: null } })).toBe('{"a":{"b":null,"d":[1,"x"]},"b":1}'));

  it('names the step and the contract, so the same body on another step or contract is another document', () => {
    const confirm = signedDocument('confirm', 'c-1', {});
    expect(confirm).toBe('{"body":{},"contractId":"c-1","document":"rent-contract-step","step":"confirm"}');
    expect(signedDocument('reject', 'c-1', {})).not.toBe(confirm);
    expect(signedDocument('confirm', 'c-2', {})).not.toBe(confirm);
  });

  it('registration has no contract yet', () => expect(signedDocument('create', null, { kind: 'OTHER_RENT' })).toContain('"contractId":null'));

  it('reads back a document’s step, and nothing from text that is not one', () => {
    expect(readSignedDocument(signedDocument('reject', 'c-1', { reason: 'x' }))).toEqual({ step: 'reject', contractId: 'c-1' });
    expect(readSignedDocument('{"step":"reject"}')).toBeNull();
    expect(readSignedDocument('not json')).toBeNull();
  });
});
