import { Button } from './button.tsx';
import './data-table.css';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What is counted ("orders"). */
  noun: string;
}

/** "Showing 26–50 of 230 orders", with Previous and Next. */
export function Pagination({ page, pageSize, total, onPage, noun }: PaginationProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const end = Math.min(total, page * pageSize);
  return (
    <nav className="ui-pagination" aria-label="Pages">
      <p aria-live="polite">{total === 0 ? `No ${noun}` : `Showing ${first}–${end} of ${total} ${noun}`}</p>
      <div className="ui-pagination__buttons">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
