/** Links that hand a phone number to the phone's own dialer and messages app (RFC 3966, 5724). */

/** Keeps digits and a leading plus: "+1 718 555 0100" -> "+17185550100". */
function dialable(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '');
}

export const toTelHref = (phone: string) => `tel:${dialable(phone)}`;
export const toSmsHref = (phone: string) => `sms:${dialable(phone)}`;
