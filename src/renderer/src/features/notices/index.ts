/* Service notices: the banner under the navigation and its rules. */
export { NoticeBanner } from './NoticeBanner.tsx';
