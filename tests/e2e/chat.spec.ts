import { SANDBOX_CHAT_PAGE_PATH } from '../../src/shared/chat-messages.ts';
import { expect, test } from './support/fixtures.ts';
import { t } from './support/i18n.ts';

const DAY_SECONDS = 86_400;

/** Whole days from now until a Saturday in Helsinki, when the simulated agents are away. */
function daysUntilSaturday(now: Date): number {
  const weekday = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Helsinki',
    weekday: 'short',
  }).format(now);
  const index = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday);
  return (6 - index + 7) % 7;
}

test('with no agent available, the chat’s offline form checks every field, keeps what was typed when sending fails, and sends', async ({
  page,
  sandbox,
}) => {
  await sandbox.advanceClock(daysUntilSaturday(new Date()) * DAY_SECONDS);
  await page.goto('/customer-service/en');
  await page.getByRole('button', { name: t('en', 'customerService:chat.open') }).click();
  const chat = page.frameLocator(`iframe[title="${t('en', 'customerService:chat.frameTitle')}"]`);
  await expect(chat.getByText(/No agent is available right now/)).toBeVisible();

  // Every field is required.
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('This field is required.')).toHaveCount(3);

  await chat.getByLabel('Name').fill('Aino Virtanen');
  await chat.getByLabel('E-mail').fill('aino.example');
  await chat.getByLabel('Message').fill('When is my next installment due?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(chat.getByLabel('Message')).toHaveValue('When is my next installment due?');

  // The provider fails once: nothing typed is lost.
  await chat.getByLabel('E-mail').fill('aino@example.fi');
  await sandbox.fault({
    method: 'POST',
    path: `${SANDBOX_CHAT_PAGE_PATH}/offline`,
    status: 500,
    times: 1,
  });
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText(/Sending failed/)).toBeVisible();
  await expect(chat.getByLabel('Name')).toHaveValue('Aino Virtanen');
  await expect(chat.getByLabel('E-mail')).toHaveValue('aino@example.fi');
  await expect(chat.getByLabel('Message')).toHaveValue('When is my next installment due?');

  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(
    chat.getByText('Thank you for your message! We will answer by e-mail.'),
  ).toBeVisible();
});
