/* Customer service: its contacts in one place, the block that shows them, and /customer-service. */
export { CustomerServiceBlock } from './CustomerServiceBlock.tsx';
