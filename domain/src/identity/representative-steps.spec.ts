import { describe, expect, it } from '@jest/globals';
import { CONTRACT_STEP_ROUTE, representativeStepOf } from './representative-steps.js';

// given a route (and a step's verb), then the step a representative's grant must name to reach it.
describe('what a representative reaches', () => {
  it('answers for the party on the answering steps only; starting one is the party’s own', () => {
    for (const verb of ['confirm', 'reject', 'request-change', 'confirm-change', 'accept-cancellation'])
      expect([verb, representativeStepOf(CONTRACT_STEP_ROUTE, verb)]).toEqual([verb, 'confirm']);
    for (const verb of ['withdraw', 'propose-change', 'request-cancellation', 'resubmit', 'issue-invoice'])
      expect([verb, representativeStepOf(CONTRACT_STEP_ROUTE, verb)]).toEqual([verb, undefined]);
    expect(representativeStepOf(CONTRACT_STEP_ROUTE)).toBeUndefined();
  });

  it('names the rent-receipt verbs, the reads and the registrations by their steps', () => {
    expect(representativeStepOf(CONTRACT_STEP_ROUTE, 'dispute-receipt')).toBe('receipts');
    expect(representativeStepOf('GET /api/contracts/:id/history')).toBe('view');
    expect(representativeStepOf('POST /api/contracts')).toBe('register');
    expect(representativeStepOf('GET /api/oauth/account')).toBe('always');
  });

  it('never reaches the party’s employees, keys, representatives nor the staff’s routes', () => {
    for (const route of [
      'GET /api/employees',
      'POST /api/account/api-keys',
      'POST /api/representatives',
      'POST /api/representatives/:id/revoke',
      'POST /api/contracts/:id/holders',
      'POST /api/contracts/bulk-uploads',
      'GET /api/operator/contracts',
    ])
      expect([route, representativeStepOf(route)]).toEqual([route, undefined]);
  });
});
