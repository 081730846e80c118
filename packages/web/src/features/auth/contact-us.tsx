/** "Contact us": the built-in support contact that stands in for the chat messenger (architecture.md 7). */
import { useState } from 'react';
import { Button } from '../../components/ui/index.ts';

export function ContactUs({ email, phone }: { email: string; phone: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="auth-contact">
      <Button variant="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        Contact us
      </Button>
      {open ? (
        <p role="status">
          Our support team is here to help: <a href={`mailto:${email}`}>{email}</a> or{' '}
          <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>.
        </p>
      ) : null}
    </div>
  );
}
