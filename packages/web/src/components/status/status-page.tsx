/** The status page of a person who is not approved (requirements.md 2.2). */
import type { StatusPage as StatusPageId } from '@sc/domain/access/home';
import { BookCallPage, CallBookedPage } from '../booking/booking-pages.tsx';
import { LinkButton, Page } from '../ui/index.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';

export function StatusPage({ page }: { page: StatusPageId }) {
  const appPath = useAppPath();
  switch (page) {
    case 'launch-soon':
      return (
        <Page title="We're launching soon" width="narrow">
          <p>Your account is ready. We'll let you know as soon as work is available for you.</p>
        </Page>
      );
    case 'rejected':
      return (
        <Page title="Thank you for your interest" width="narrow">
          <p>After reviewing your application, we are not able to move forward at this time.</p>
        </Page>
      );
    case 'book-interview':
      return <BookCallPage title="Book your interview" subject="user" />;
    case 'interview-booked':
      return (
        <CallBookedPage title="Your interview is booked">
          <p>We look forward to meeting you. A few tips to make the most of it:</p>
          <ul>
            <li>Join from a quiet place with a good connection.</li>
            <li>Have your licence and certification details at hand.</li>
            <li>Prepare questions about shifts, areas and pay.</li>
          </ul>
        </CallBookedPage>
      );
    case 'awaiting-approval':
      return (
        <Page title="Waiting for approval" width="narrow">
          <p>Thanks! Our team is reviewing your profile. This page updates as soon as you are approved.</p>
        </Page>
      );
    case 'waitlisted':
      return (
        <Page title="You're on the waitlist" width="narrow">
          <p>We are not yet live in your area. We'll reach out as soon as we are.</p>
        </Page>
      );
    case 'welcome':
      return (
        <Page title="Welcome!" width="narrow">
          <p>Tell us where and when you like to work so we can match you with shifts.</p>
          <LinkButton to={appPath(paths.workSettings.href())} fullWidth>
            Go to work settings
          </LinkButton>
        </Page>
      );
  }
}
