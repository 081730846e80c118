// Operations' screens of issue 25, one lazy chunk: the router imports this module (ADR 025).
export { LiveDayPage } from './live-day-page.tsx';
export { OfficesPage } from './offices-page.tsx';
export { OperationsHomePage } from './operations-home.tsx';
export { PeoplePage } from './people-page.tsx';
export { CataloguePage } from './catalogue-page.tsx';
export { PlacesPage } from './places-page.tsx';
export { SuppliesPage } from './supplies-page.tsx';
