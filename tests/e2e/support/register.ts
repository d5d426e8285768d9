import type { Page } from '@playwright/test';
import { RegisterDetailsPage } from '../pages/register-details.page.ts';
import { RegisterVerifyPage } from '../pages/register-verify.page.ts';
import type { SandboxControl } from './sandbox.ts';

/** Fills the registration details step (phone, e-mail, confirm) and continues. */
export async function fillRegistrationDetails(
  page: Page,
  phone: string,
  email: string,
  confirm = email,
) {
  await new RegisterDetailsPage(page).fill(phone, email, confirm);
}

/** Enters the code the sandbox sent to the phone and verifies it. */
export async function enterRegistrationCode(page: Page, sandbox: SandboxControl, phone: string) {
  const verifyStep = new RegisterVerifyPage(page);
  // The code step opens once the details were accepted, and with them the SMS sent.
  await verifyStep.code.waitFor();
  await verifyStep.enterCode(await sandbox.latestCode(phone));
}
