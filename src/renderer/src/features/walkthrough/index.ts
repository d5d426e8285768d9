/* The investor's welcome modal (?msg=welcome) and the four-step walk-through (issue 9 §3). */
export { Walkthrough } from './Walkthrough.tsx';
export { WelcomeModal } from './WelcomeModal.tsx';
