import { describe, expect, it } from 'vitest';
import { toggleState } from './toggle-state.ts';

const ON = { is_active: true, is_enabled: true };
const OFF = { is_active: false, is_enabled: true };
const NOT_SELLING = { active: false };
const SELLING = { active: true };

describe('toggleState', () => {
  it('is active or inactive as the status says, for a deposit the user may switch', () => {
    expect(toggleState(ON, NOT_SELLING, 'allowed')).toEqual({ kind: 'active' });
    expect(toggleState(OFF, NOT_SELLING, 'allowed')).toEqual({ kind: 'inactive' });
  });

  it('is hidden while an autosell is active, whatever else is known', () => {
    expect(toggleState(ON, SELLING, 'allowed')).toEqual({ kind: 'hidden' });
    expect(toggleState(OFF, SELLING, 'not-allowed')).toEqual({ kind: 'hidden' });
    expect(toggleState(undefined, SELLING, 'pending')).toEqual({ kind: 'hidden' });
  });

  it('is not available on a company deposit without the right to sign alone', () => {
    expect(toggleState(OFF, NOT_SELLING, 'not-allowed')).toEqual({
      kind: 'not-available',
      reason: 'signing-right',
    });
    expect(toggleState(ON, NOT_SELLING, 'not-allowed')).toEqual({
      kind: 'not-available',
      reason: 'signing-right',
    });
  });

  it('is not available when the signing right could not be checked', () => {
    expect(toggleState(OFF, NOT_SELLING, 'failed')).toEqual({
      kind: 'not-available',
      reason: 'unknown-right',
    });
  });

  it('is not available when the gateway does not let the deposit be switched', () => {
    expect(toggleState({ is_active: false, is_enabled: false }, NOT_SELLING, 'allowed')).toEqual({
      kind: 'not-available',
      reason: 'disabled',
    });
  });

  it('waits for the statuses and for the signing right', () => {
    expect(toggleState(undefined, NOT_SELLING, 'allowed')).toEqual({ kind: 'loading' });
    expect(toggleState(ON, undefined, 'allowed')).toEqual({ kind: 'loading' });
    expect(toggleState(ON, NOT_SELLING, 'pending')).toEqual({ kind: 'loading' });
  });
});
