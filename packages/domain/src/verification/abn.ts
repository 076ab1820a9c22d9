/**
 * The Australian Business Number check (ATO "Format of the ABN"): subtract 1 from the first digit,
 * multiply each of the 11 digits by its weight, add the products; the ABN is valid when the sum is
 * divisible by 89.
 */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The ABN's 11 digits with the spaces people type between groups removed; null if it is not 11 digits. */
export function normaliseAbn(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

export function isValidAbn(input: string): boolean {
  const digits = normaliseAbn(input);
  if (!digits || digits.startsWith('0')) return false;
  const sum = ABN_WEIGHTS.reduce((total, weight, index) => {
    const digit = Number(digits[index]) - (index === 0 ? 1 : 0);
    return total + digit * weight;
  }, 0);
  return sum % 89 === 0;
}

/** An ABN as the Australian Business Register shows it: "51 824 753 556". */
export function formatAbn(digits: string): string {
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8, 11)}`;
}
