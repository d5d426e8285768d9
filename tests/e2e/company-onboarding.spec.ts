import { CompanyAmlPage, CompanyContractPage } from './pages/company-onboarding.page.ts';
import { expect, test } from './support/fixtures.ts';
import { t } from './support/i18n.ts';
import { signIn } from './support/signed-in.ts';

/** company-rep-new-company's company, added but not onboarded (src/sandbox/personas). */
const COMPANY = { id: 530, name: 'Saarinen Consulting Oy' };

for (const lang of ['en', 'fi'] as const) {
  test(`a representative answers the company AML, signs the company contract and lands on the company portfolio (${lang})`, async ({
    page,
    sandbox,
  }) => {
    await signIn(page, sandbox, 'company-rep-new-company', lang);
    const aml = await new CompanyAmlPage(page, lang).open(COMPANY.id, COMPANY.name);

    await aml.submit.click();
    await expect(aml.summary).toBeVisible();
    await expect(aml.iban).toBeFocused();
    await expect(aml.group('origin_of_funds')).toHaveAttribute('aria-invalid', 'true');

    await aml.fillValid({ name: 'Mikko Saarinen', ssn: '170982-246A' });
    await aml.submit.click();
    await expect(page).toHaveURL(new RegExp(`/onboarding/company/${COMPANY.id}/contract$`));

    const contract = new CompanyContractPage(page, lang);
    await expect(contract.heading).toBeVisible();
    await expect(contract.sign).toBeDisabled();
    await contract.risk.check();
    await expect(contract.sign).toBeDisabled();
    await contract.terms.check();
    await contract.sign.click();
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/company/${COMPANY.id}/investor/fair-credit-portfolio$`),
    );

    // The contract is signed: the contract step now leads to the portfolio.
    await page.goto(`/onboarding/company/${COMPANY.id}/contract`);
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/company/${COMPANY.id}/investor/fair-credit-portfolio$`),
    );
  });
}

test('a company the user does not represent is not found', async ({ page, sandbox }) => {
  await signIn(page, sandbox, 'company-rep-new-company');
  await page.goto('/onboarding/company/501/investor/aml');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'shell:notFound.title'));
});
