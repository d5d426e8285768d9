import type { ApiLanguage } from '#shared/languages.ts';
import { escapeHtml } from '../../escape-html.ts';

/**
 * Languages the terms are written in; German readers get the English text
 * (borrower-and-shared.md §1).
 */
export type TermsLanguage = Exclude<ApiLanguage, 'de'>;
export const TERMS_LANGUAGES: readonly TermsLanguage[] = ['fi', 'en', 'se'];

/** The text a reader gets: de and unknown languages read English, a missing language Finnish. */
export function documentLanguage(language: string | null): TermsLanguage {
  if (language === 'fi' || language === 'en' || language === 'se') return language;
  return language === null ? 'fi' : 'en';
}

interface TermsText {
  title: string;
  effective: (date: string) => string;
  sections: readonly (readonly [heading: string, body: string])[];
}

const TEXTS: Record<TermsLanguage, TermsText> = {
  fi: {
    title: 'Vertaislaina-palvelun yleiset käyttöehdot',
    effective: (date) => `Voimassa ${date} alkaen.`,
    sections: [
      [
        '1. Palvelu ja osapuolet',
        'Vertaislaina Oy (”palveluntarjoaja”) ylläpitää vertaislainapalvelua, jossa yksityishenkilöt ja yritykset voivat sijoittaa kuluttajaluottoihin ja yksityishenkilöt hakea lainaa. Palveluntarjoaja toimii ainoastaan välittäjänä eikä ole lainasopimuksen osapuoli.',
      ],
      [
        '2. Rekisteröityminen ja tunnistautuminen',
        'Palvelun käyttö edellyttää rekisteröitymistä ja vahvaa sähköistä tunnistautumista. Käyttäjän on oltava vähintään 18-vuotias. Käyttäjä vastaa siitä, että antamansa tiedot ovat oikeita ja ajan tasalla.',
      ],
      [
        '3. Lainanottajat',
        'Lainanottajan on oltava vähintään 21-vuotias, täysivaltainen ja asunut Suomessa vakituisesti vähintään kaksi vuotta. Lainapääoman enimmäismäärä on yhteensä 20 000 euroa ja laina-aika enintään 84 kuukautta. Maksumuistutuksesta peritään 5 euroa.',
      ],
      [
        '4. Sijoittajat',
        'Sijoittaja siirtää varoja sijoitustililleen pankkisiirrolla viitenumeroa käyttäen. Automaattinen sijoittaminen sijoittaa vapaan pääoman lainoihin. Jos nosto ylittää vapaan pääoman, sijoituksia myydään automaattisesti; myydyistä sijoituksista peritään 1 prosentin palkkio.',
      ],
      [
        '5. Henkilötiedot ja muutokset',
        'Henkilötietoja käsitellään tietosuojaselosteen mukaisesti. Palveluntarjoajalla on oikeus muuttaa näitä ehtoja ilmoittamalla muutoksista käyttäjille. Palvelun käyttöä ei voi jatkaa hyväksymättä voimassa olevia ehtoja.',
      ],
    ],
  },
  en: {
    title: 'General terms of use of the Vertaislaina service',
    effective: (date) => `Effective from ${date}.`,
    sections: [
      [
        '1. The service and the parties',
        'Vertaislaina Oy (“the provider”) runs a peer-to-peer lending marketplace where private persons and companies invest in consumer loans and private persons apply for loans. The provider acts only as an intermediary and is not a party to the loan agreement.',
      ],
      [
        '2. Registration and identification',
        'Using the service requires registration and strong electronic identification. Users must be at least 18 years old and are responsible for keeping the information they give correct and up to date.',
      ],
      [
        '3. Borrowers',
        'A borrower must be at least 21 years old, have full legal capacity and have lived permanently in Finland for at least two years. The aggregate loan capital is at most 20,000 euros and the loan term at most 84 months. A payment reminder costs 5 euros.',
      ],
      [
        '4. Investors',
        'Investors add money to their investment account by bank transfer using their reference number. Autoinvest places free capital into loans. A withdrawal exceeding free capital sells investments automatically; a fee of 1 percent of the investments sold is charged.',
      ],
      [
        '5. Personal data and changes',
        'Personal data is processed as described in the privacy policy. The provider may change these terms by notifying users. The service cannot be used further without accepting the terms in force.',
      ],
    ],
  },
  se: {
    title: 'Allmänna användarvillkor för tjänsten Vertaislaina',
    effective: (date) => `Gäller från och med ${date}.`,
    sections: [
      [
        '1. Tjänsten och parterna',
        'Vertaislaina Oy (”tjänsteleverantören”) driver en marknadsplats för lån mellan privatpersoner där privatpersoner och företag investerar i konsumentkrediter och privatpersoner ansöker om lån. Tjänsteleverantören är endast förmedlare och inte part i låneavtalet.',
      ],
      [
        '2. Registrering och identifiering',
        'Användningen av tjänsten förutsätter registrering och stark elektronisk identifiering. Användaren ska vara minst 18 år och ansvarar för att de uppgifter som lämnas är korrekta och aktuella.',
      ],
      [
        '3. Låntagare',
        'En låntagare ska vara minst 21 år, myndig och ha varit stadigvarande bosatt i Finland i minst två år. Det sammanlagda lånekapitalet är högst 20 000 euro och lånetiden högst 84 månader. En betalningspåminnelse kostar 5 euro.',
      ],
      [
        '4. Investerare',
        'Investeraren för över pengar till sitt investeringskonto med banköverföring och referensnummer. Den automatiska investeringen placerar fritt kapital i lån. Ett uttag som överstiger det fria kapitalet säljer investeringar automatiskt; en avgift på 1 procent av de sålda investeringarna tas ut.',
      ],
      [
        '5. Personuppgifter och ändringar',
        'Personuppgifter behandlas enligt dataskyddsbeskrivningen. Tjänsteleverantören får ändra dessa villkor genom att meddela användarna. Tjänsten kan inte användas vidare utan att gällande villkor godkänns.',
      ],
    ],
  },
};

/** The `blade` of a terms document: the rendered HTML of that version and language. */
export function termsHtml(language: TermsLanguage, effectiveDate: string): string {
  const text = TEXTS[language];
  const sections = text.sections
    .map(([heading, body]) => `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(body)}</p>`)
    .join('\n');
  return `<h1>${escapeHtml(text.title)}</h1>\n<p><em>${escapeHtml(text.effective(effectiveDate))}</em></p>\n${sections}`;
}
