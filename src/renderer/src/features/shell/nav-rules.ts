import type { Session } from '../../state/atoms.ts';
import { type ProfileFlags, canUseLoans } from '../profile/index.ts';
import { PATHS } from '../../navigation/paths.ts';

/** A menu entry: an i18n key, or (for company names) text from the profile. */
export type NavLabel = { key: string } | { text: string };
export interface NavItem {
  label: NavLabel;
  to: string;
}

export type InvestorMenu =
  | { kind: 'menu'; items: NavItem[] }
  /** No signed contract yet: only a start-investing link. */
  | { kind: 'start'; item: NavItem };

export interface NavModel {
  /** Login and register links (logged out). */
  loginLinks: boolean;
  investor: InvestorMenu | null;
  borrower: NavItem[] | null;
  companies: NavItem[] | null;
  profileLink: boolean;
  logout: boolean;
}

const COMPANY_PAGE = /^\/(dashboard|onboarding)\/company\/([^/]+)/;

/** The company id of a company page, or null elsewhere. */
export function companyIdOfPath(pathname: string): string | null {
  return COMPANY_PAGE.exec(pathname)?.[2] ?? null;
}

function investorItems(base: string): NavItem[] {
  const portfolio = `${base}/fair-credit-portfolio`;
  return [
    { label: { key: 'shell:nav.addFunds' }, to: `${portfolio}#add-funds` },
    { label: { key: 'shell:nav.portfolio' }, to: `${portfolio}#portfolio` },
    { label: { key: 'shell:nav.transactions' }, to: `${portfolio}#transactions` },
    { label: { key: 'shell:nav.withdraw' }, to: `${portfolio}#withdraw` },
  ];
}

const LEGACY_INVESTOR_ITEMS: NavItem[] = [
  { label: { key: 'shell:nav.portfolio' }, to: `${PATHS.restricted('investor')}#portfolio` },
  { label: { key: 'shell:nav.transactions' }, to: `${PATHS.restricted('investor')}#transactions` },
  { label: { key: 'shell:nav.withdraw' }, to: `${PATHS.restricted('investor')}#withdraw` },
];

const BORROWER_ITEMS: NavItem[] = [
  { label: { key: 'shell:nav.myLoans' }, to: PATHS.borrowerDashboard },
  { label: { key: 'shell:nav.applyForLoan' }, to: PATHS.loanApplication },
];

/**
 * What the navigation bar shows (spec: Navigation bar). The investor menu (add funds, portfolio,
 * transactions, withdraw, each an anchor of the fair-credit portfolio) needs a signed
 * contract (any deposit) or a legacy investor, else only start investing; the borrower menu is
 * for FI, non-foreign users and not on company pages; the company dropdown for nationality FI
 * or users with companies.
 */
export function navModel(session: Session, flags: ProfileFlags | null, pathname: string): NavModel {
  if (session.kind === 'anonymous') {
    return {
      loginLinks: true,
      investor: null,
      borrower: null,
      companies: null,
      profileLink: false,
      logout: false,
    };
  }
  if (session.kind === 'legacy') {
    return {
      loginLinks: false,
      investor: session.role === 'investor' ? { kind: 'menu', items: LEGACY_INVESTOR_ITEMS } : null,
      borrower:
        session.role === 'borrower'
          ? [{ label: { key: 'shell:nav.myLoans' }, to: PATHS.restricted('borrower') }]
          : null,
      companies: null,
      profileLink: false,
      logout: true,
    };
  }
  const base = { loginLinks: false, profileLink: true, logout: true };
  if (!flags) return { ...base, investor: null, borrower: null, companies: null };

  const companyId = companyIdOfPath(pathname);
  const investorBase = companyId ? PATHS.companyInvestor(companyId) : PATHS.investorDashboard;
  const investor: InvestorMenu =
    flags.hasSignedContract || flags.legacyInvestorUserId !== null
      ? { kind: 'menu', items: investorItems(investorBase) }
      : {
          kind: 'start',
          item: { label: { key: 'shell:nav.startInvesting' }, to: PATHS.investorOnboarding },
        };
  const borrower = canUseLoans(flags) && companyId === null ? BORROWER_ITEMS : null;
  const companies =
    flags.nationality === 'FI' || flags.companies.length > 0
      ? [
          ...flags.companies.map((c) => ({
            label: { text: c.name },
            to: PATHS.company(c.id),
          })),
          { label: { key: 'shell:nav.addCompany' }, to: PATHS.addCompany },
        ]
      : null;
  return { ...base, investor, borrower, companies };
}
