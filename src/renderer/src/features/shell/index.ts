/* The app's frame: the root layout (nav bar, footer, toasts) and the not-found page. */
export { NotFoundPage } from './NotFoundPage.tsx';
export { RootLayout } from './RootLayout.tsx';
export { CONTACT_US_ID } from './Footer.tsx';
