/** "Re: <subject>", without stacking a second "Re:" on a subject that already has one. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

/** A mailto link that opens the staff member's mail program with the visitor as recipient and the subject set. */
export function replyHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(replySubject(subject))}`;
}
