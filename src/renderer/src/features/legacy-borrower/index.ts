/* The legacy borrower's area (/restricted/borrower): the old loans of a user of the old system. */
export { legacyBorrowerRoute } from './routes.tsx';
