import { describe, expect, it } from '@jest/globals';
import { MessageKeys } from '@rent/domain';
import { ApiError } from '@/api/http';
import { signInFailure } from './sign-in-failure';

const translate = (key: string) => `«${key}»`;

describe('what a failed sign-in step says', () => {
  it('a refusal says its own message', () => {
    expect(signInFailure(new ApiError(401, 'WRONG_PASSWORD', MessageKeys.wrongPassword), translate)).toBe(
      `«${MessageKeys.wrongPassword}»`,
    );
  });

  it('the portal briefly unavailable (503) says so: try again shortly', () => {
    expect(signInFailure(new ApiError(503, 'SERVICE_UNAVAILABLE', MessageKeys.serviceUnavailable), translate)).toBe(
      `«${MessageKeys.serviceUnavailable}»`,
    );
  });

  it('anything else is "problem when logging in"', () => {
    expect(signInFailure(new ApiError(500, 'INTERNAL', MessageKeys.errorOccurred), translate)).toBe(
      `«${MessageKeys.loginProblem}»`,
    );
    expect(signInFailure(new TypeError('Failed to fetch'), translate)).toBe(`«${MessageKeys.loginProblem}»`);
  });
});
