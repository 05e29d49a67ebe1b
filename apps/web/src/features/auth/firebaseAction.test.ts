import { describe, expect, it } from 'vitest';
import { firebaseActionTarget } from './firebaseAction';

const target = (query: string) => firebaseActionTarget(new URLSearchParams(query));

describe('/firebase/action redirects by query mode', () => {
  it('resetPassword goes to set-password with the action code and email', () => {
    expect(target('mode=resetPassword&oobCode=abc&email=a%40b.org')).toBe(
      '/auth/set-password?token=abc&email=a%40b.org',
    );
    expect(target('mode=resetPassword&oobCode=abc')).toBe('/auth/set-password?token=abc');
  });

  it('verifyEmail goes to verify-email and signIn to handle-sign-in-link', () => {
    expect(target('mode=verifyEmail&oobCode=x1')).toBe('/auth/verify-email?token=x1');
    expect(target('mode=signIn&oobCode=x2')).toBe('/auth/handle-sign-in-link?token=x2');
  });

  it('revertSecondFactorAddition goes to revert-mfa with the action code', () => {
    expect(target('mode=revertSecondFactorAddition&oobCode=r1')).toBe('/auth/revert-mfa?token=r1');
  });

  it('anything else goes to /', () => {
    expect(target('mode=somethingElse&oobCode=x')).toBe('/');
    expect(target('')).toBe('/');
  });
});
