/**
 * The chat messenger behind "Contact us" (architecture.md 7). Built in, it is the support contact
 * (features/auth/contact-us.tsx), which needs nobody's identity. Chatwoot, when a deployment puts
 * its SDK on the page, is told who is writing: name, id, email and the key-hash the server signs
 * (getUserHmacKey), by which Chatwoot's HMAC identity knows the account is verified (requirements.md 7).
 */

export interface ChatIdentity {
  id: string;
  name: string;
  email: string;
  identityHash: string;
}

/** The part of Chatwoot's web SDK (`window.$chatwoot`) this uses. */
interface ChatwootSdk {
  setUser(identifier: string, user: { name: string; email: string; identifier_hash: string }): void;
}

declare global {
  interface Window {
    $chatwoot?: ChatwootSdk;
  }
}

export function identifyChatMessenger(identity: ChatIdentity): void {
  window.$chatwoot?.setUser(identity.id, {
    name: identity.name,
    email: identity.email,
    identifier_hash: identity.identityHash,
  });
}
