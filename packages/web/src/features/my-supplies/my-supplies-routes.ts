/** My supplies' pages, one lazy chunk (requirements.md 9). */
export { ActivateKitPage, MySuppliesPage } from './my-supplies-pages.tsx';
export { OrderKitPage } from './order-kit-page.tsx';
