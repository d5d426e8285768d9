/* "Export for Portfolio Performance" on the portfolio's transactions (issue 22 §2). */
export {
  PortfolioPerformanceExport,
  type PortfolioPerformanceExportProps,
} from './PortfolioPerformanceExport.tsx';
