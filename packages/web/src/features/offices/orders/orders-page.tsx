/**
 * office/orders (requirements.md 2.4, issue 14): the office's orders, and with `?new` the form that
 * places one. Only approved offices reach it (the office page decides before it renders this).
 */
import { useSearchParams } from 'react-router';
import { useViewer } from '../../../lib/app-context.tsx';
import { NewOrder } from './new-order.tsx';
import { OrdersList } from './orders-list.tsx';

export function OrdersPage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const officeID = viewer.office?.id ?? '';
  return params.has('new') ? <NewOrder officeID={officeID} /> : <OrdersList officeID={officeID} />;
}
