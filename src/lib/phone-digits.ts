/** Only the digits of a phone number, as tel: and wa.me links want it: "+48 500 000 000" -> "48500000000". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
