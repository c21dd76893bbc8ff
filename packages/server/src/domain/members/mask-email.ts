/**
 * "jane.doe@gmail.com" -> "j***@g***.com": enough for the desk to tell two members apart, too little
 * to write to or to collect. A business sees a member's e-mail in full only once the member has
 * accepted it in the member app; docs/domain.md, "Consent".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, Math.max(0, at));
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}
