import { earliestDate, helsinkiToday } from '../../src/shared/domain/date-range.ts';
import { addDays } from '../../src/shared/domain/finance/dates.ts';
import { formatDate } from '../../src/shared/domain/format.ts';
import { PortfolioChart } from './pages/portfolio-chart.page.ts';
import { PortfolioPage } from './pages/portfolio.page.ts';
import { expect, test } from './support/fixtures.ts';
import { t, type Lang } from './support/i18n.ts';
import { tabTo } from './support/keyboard.ts';
import { signIn } from './support/signed-in.ts';

/** An amount as the language writes it: `€1 234.56` in English, `1 234,56 €` in Finnish. */
const MONEY: Record<'en' | 'fi', string> = {
  en: '-?€\\d{1,3}(?:\\u00a0\\d{3})*\\.\\d\\d',
  fi: '-?\\d{1,3}(?:\\u00a0\\d{3})*,\\d\\d\\u00a0€',
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the live region says for a day: the date, then the three lines' names and values. */
function announcementOf(lang: 'en' | 'fi', date: string): RegExp {
  const value = (key: string) => `${escaped(t(lang, `chart:series.${key}`))} ${MONEY[lang]}`;
  return new RegExp(
    `^${escaped(formatDate(date))}: ${['value', 'invested', 'free'].map(value).join('; ')}$`,
  );
}

for (const lang of ['en', 'fi'] as const satisfies readonly Lang[]) {
  test(`the portfolio chart has axes in the user's formats and a readout that moves with the keys and is announced (${lang})`, async ({
    page,
    sandbox,
  }) => {
    test.slow(); // The portfolio with its chart and years of history.
    const today = helsinkiToday(new Date());
    // The KPIs' range, which the chart draws: the first deposit is over five years old.
    const first = earliestDate(today);
    await signIn(page, sandbox, 'investor-with-history', lang);
    await new PortfolioPage(page, lang).open();
    const chart = new PortfolioChart(page, lang);
    await expect(chart.reader).toBeVisible({ timeout: 30_000 });

    // Value ticks in the language's money format, then dates as dd.mm.yyyy.
    const labels = await chart.tickLabels.allTextContents();
    const money = labels.filter((label) => new RegExp(`^${MONEY[lang]}$`).test(label));
    const dates = labels.filter((label) => /^\d\d\.\d\d\.\d{4}$/.test(label));
    expect(money.length).toBeGreaterThanOrEqual(3);
    expect(dates.length).toBeGreaterThanOrEqual(2);
    expect(money.length + dates.length).toBe(labels.length);

    // Before any key, the readout shows the last day; nothing has been announced.
    await expect(chart.readout).toContainText(formatDate(today));
    await expect(chart.announcement).toHaveAttribute('aria-live', 'polite');
    await expect(chart.announcement).toBeEmpty();

    await tabTo(page, chart.reader, { max: 80 });
    await page.keyboard.press('ArrowLeft');
    const yesterday = addDays(today, -1);
    await expect(chart.announcement).toHaveText(announcementOf(lang, yesterday));
    await expect(chart.readout).toContainText(formatDate(yesterday));

    await page.keyboard.press('Home');
    await expect(chart.announcement).toHaveText(announcementOf(lang, first));
    await page.keyboard.press('ArrowRight');
    await expect(chart.announcement).toHaveText(announcementOf(lang, addDays(first, 1)));
    await expect(chart.readout).toContainText(formatDate(addDays(first, 1)));
    await page.keyboard.press('End');
    await expect(chart.announcement).toHaveText(announcementOf(lang, today));
  });
}
