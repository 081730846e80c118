import { describe, expect, test } from 'vitest';
import { inviterName, joinOfficeInvitation, newMemberInvitation } from './invitation-emails.ts';

describe('invitation emails name the office and who invited (issue 22)', () => {
  test.each([
    [
      'assistant',
      'Finish signing up to join Riverside Lab',
      'Ana Diaz invited you to join Riverside Lab as an assistant. Open this link to create your password and finish signing up. If you do not know this office, ignore this email.',
    ],
    [
      'prescriber',
      'Finish signing up to join Riverside Lab',
      'Ana Diaz invited you to join Riverside Lab as a prescriber. Open this link to create your password and finish signing up. If you do not know this office, ignore this email.',
    ],
    [
      'patient',
      'Finish signing up: Riverside Lab added you',
      'Ana Diaz of Riverside Lab set up your account for a home sample collection. Open this link to create your password and finish signing up:',
    ],
  ] as const)('a new %s', (role, subject, text) => {
    expect(newMemberInvitation('Riverside Lab', 'Ana Diaz', role)).toEqual({ subject, text });
  });

  test('an existing prescriber asked to join one more office', () => {
    expect(joinOfficeInvitation('Riverside Lab', 'Ana Diaz', 'prescriber')).toEqual({
      subject: 'Ana Diaz invited you to join Riverside Lab',
      text: 'Ana Diaz invited you to join Riverside Lab as a prescriber. Sign in and accept on this page; until you do, nothing about your account changes. If you do not know this office, ignore this email.',
    });
  });

  test.each([
    [{ firstName: 'Ana', lastName: 'Diaz', email: 'ana@x.test' }, 'Ana Diaz'],
    [{ firstName: '', lastName: 'Diaz', email: 'ana@x.test' }, 'Diaz'],
    [{ firstName: '', lastName: '', email: 'ana@x.test' }, 'ana@x.test'],
  ])('the inviter %j is named %s', (person, name) => expect(inviterName(person)).toBe(name));
});
