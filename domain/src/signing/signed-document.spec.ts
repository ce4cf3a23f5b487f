import { describe, expect, it } from '@jest/globals';
import { canonicalJson, readSignedDocument, signedDocument } from './signed-document.js';

describe('the canonical document a step signs', () => {
  it('orders keys, drops undefined members and has no spaces, whatever order the body came in', () =>
    expect(canonicalJson({ b: 1, a: { d: [1, 'x'], c: undefined, b: null } })).toBe(
      '{"a":{"b":null,"d":[1,"x"]},"b":1}',
    ));

  it('names the step, the contract and its version, so the same body on another step, contract or version is another document', () => {
    const confirm = signedDocument('confirm', 'c-1', {}, 1);
    expect(confirm).toBe('{"body":{},"contractId":"c-1","document":"rent-contract-step","step":"confirm","version":1}');
    expect(signedDocument('reject', 'c-1', {}, 1)).not.toBe(confirm);
    expect(signedDocument('confirm', 'c-2', {}, 1)).not.toBe(confirm);
    expect(signedDocument('confirm', 'c-1', {}, 3)).not.toBe(confirm);
  });

  it('a registration names the new contract’s id at version 0', () =>
    expect(signedDocument('create', 'c-9', { kind: 'OTHER_RENT' }, 0)).toContain(
      '"contractId":"c-9","document":"rent-contract-step","step":"create","version":0',
    ));

  it('reads back a document’s step, contract and version, and nothing from text that is not one', () => {
    expect(readSignedDocument(signedDocument('reject', 'c-1', { reason: 'x' }, 4))).toEqual({
      step: 'reject',
      contractId: 'c-1',
      version: 4,
    });
    expect(readSignedDocument('{"step":"reject"}')).toBeNull();
    expect(readSignedDocument('{"contractId":"c-1","document":"rent-contract-step","step":"reject"}')).toBeNull();
    expect(
      readSignedDocument('{"contractId":"c-1","document":"rent-contract-step","step":"reject","version":-1}'),
    ).toBeNull();
    expect(readSignedDocument('not json')).toBeNull();
  });
});
