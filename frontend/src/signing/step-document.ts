// A step's canonical document, in a chunk of its own: only a signing step needs it and the domain code under it.
export { signedDocument } from '@rent/domain';
