import { describe, expect, it } from 'vitest';
import { kreditzMessage, kreditzOutcome, type KreditzMessage } from './kreditz-messages.ts';

const message = (patch: Partial<KreditzMessage>): KreditzMessage => ({
  type: 'kreditz',
  status: 'info',
  case_id: 'case-1',
  message: null,
  user_flow_completed: false,
  ...patch,
});

describe('kreditzOutcome', () => {
  it('is success only once the user flow is completed', () => {
    expect(kreditzOutcome(message({ status: 'success', user_flow_completed: true }))).toBe(
      'success',
    );
    expect(kreditzOutcome(message({ status: 'success' }))).toBe('continue');
  });

  it('is failure for a cancelled bank authentication and for an error', () => {
    expect(kreditzOutcome(message({ status: 'user_cancelled_bank_authentication' }))).toBe(
      'failure',
    );
    expect(kreditzOutcome(message({ status: 'error' }))).toBe('failure');
  });

  it('goes on for progress messages', () => {
    expect(kreditzOutcome(message({ status: 'info', user_flow_completed: true }))).toBe('continue');
  });
});

describe('kreditzMessage', () => {
  it('refuses what is not the frame’s message', () => {
    expect(kreditzMessage.safeParse({ type: 'other', status: 'success' }).success).toBe(false);
    expect(kreditzMessage.safeParse('success').success).toBe(false);
  });
});
