/** A tel: link from a phone number written for people: +1 (415) 555-0142 -> tel:+14155550142. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
