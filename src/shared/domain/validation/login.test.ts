import { describe, expect, it } from 'vitest';
import { legacyLoginForm } from './login.ts';
import { MESSAGES } from './messages.ts';

const usernameErrors = (username: string) => {
  const result = legacyLoginForm.safeParse({ username, password: 'secret' });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the legacy login form (borrower-and-shared.md §5)', () => {
  it.each(['tuula.hamalainen', 'jari_nieminen-2', 'Hämäläinen', 'liisa@example.fi'])(
    'takes %s as a username or an e-mail address',
    (username) => expect(usernameErrors(username)).toEqual([]),
  );

  it.each(['tuula hamalainen', 'liisa@example', 'a@b@c.fi', 'tuula;drop', '<script>'])(
    "refuses %s with 'Email/Username is not valid'",
    (username) => expect(usernameErrors(username)).toEqual([MESSAGES.usernameOrEmail]),
  );

  it('asks for a username before judging it', () => {
    expect(usernameErrors('   ')).toEqual([MESSAGES.required]);
  });
});
