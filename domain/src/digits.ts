/**
 * Devanagari digits (०-९, what a Hindi or Marathi keyboard types) as ASCII
 * digits, so "३४" and "3४" read as "34"; other characters stay as they are.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}
